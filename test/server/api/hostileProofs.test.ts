// Through the API: each hostile PDF (an automatic or launching action
// in the body, in an object stream with a long dictionary, in an ASCIIHex + Flate object stream
// with #-escaped names; attached files; the bombs) is refused with 400 and its message by
// POST /v2/thirdPartyPolicy/validate, POST /v2/account/upload and the wizard's
// POST /v2/thirdPartyPolicy/upload, and nothing is stored. On PGlite and PostgreSQL.
import { proofFileMessages } from '../../../src/domain/messages';
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import {
  storedFiles,
  tenants,
  thirdPartyPolicies,
  thirdPartyProofs,
} from '../../../src/server/db/schema';
import {
  actionPdf,
  attachedFilePdf,
  contentBomb,
  imagePdf,
  inlineImagePdf,
  manyPages,
  objectStreamBomb,
  type ActionKind,
  type ActionPlace,
  type Placement,
} from '../../helpers/activePdfs';
import { dataUrl, newTenantFields, policyForm } from '../../helpers/proofPdfs';
import { postgresUrl, useTestServer } from '../../helpers/server';

const ACTIVE = { message: proofFileMessages.javascript, code: 'PDF_ACTIVE_CONTENT' };
const actionCases: Array<[ActionKind, ActionPlace, Placement]> = [
  ['Launch', 'OpenAction', 'objectStream'],
  ['URI', 'OpenAction', 'objectStream'],
  ['GoToR', 'catalogAA', 'objectStream'],
  ['SubmitForm', 'pageAA', 'objectStream'],
  ['Launch', 'annotationAA', 'objectStream'],
  ['SubmitForm', 'OpenAction', 'hexFlateObjectStream'],
  ['URI', 'catalogAA', 'hexFlateObjectStream'],
  ['Launch', 'pageAA', 'hexFlateObjectStream'],
  ['GoToR', 'annotationAA', 'hexFlateObjectStream'],
  ['Launch', 'OpenAction', 'body'],
  ['ImportData', 'pageAA', 'body'],
  ['JavaScript', 'annotationAA', 'body'],
];
const hostile: Array<[string, () => Buffer, { message: string; code: string }]> = [
  ...actionCases.map(
    ([kind, place, placement]) =>
      [`${kind} in ${place}, ${placement}`, () => actionPdf(kind, place, placement), ACTIVE] as [
        string,
        () => Buffer,
        typeof ACTIVE,
      ],
  ),
  [
    'an embedded file in an object stream',
    () => attachedFilePdf('EmbeddedFiles', 'hexFlateObjectStream'),
    { message: proofFileMessages.embeddedFiles, code: 'PDF_EMBEDDED_FILES' },
  ],
  [
    'an object stream inflating to 1 GB',
    () => objectStreamBomb(1024),
    { message: proofFileMessages.tooComplex, code: 'PDF_DECOMPRESSES_TOO_LARGE' },
  ],
  [
    'four content streams of 480 MB',
    () => contentBomb(4, 480),
    { message: proofFileMessages.tooComplex, code: 'PDF_DECOMPRESSES_TOO_LARGE' },
  ],
  [
    '10,000 pages',
    () => manyPages(10_000),
    { message: proofFileMessages.tooManyPages, code: 'PDF_TOO_MANY_PAGES' },
  ],
  [
    'a 400 × 99,999 image',
    () => imagePdf(400, 99_999),
    { message: proofFileMessages.imageTooLarge, code: 'PDF_IMAGE_TOO_LARGE' },
  ],
  [
    'a 400 × 99,999 inline image',
    () => inlineImagePdf(400, 99_999),
    { message: proofFileMessages.imageTooLarge, code: 'PDF_IMAGE_TOO_LARGE' },
  ],
];

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server = useTestServer(options);
    const db = () => server.handle.db;
    const counts = async () => ({
      policies: (await db().select().from(thirdPartyPolicies)).length,
      files: (await db().select().from(storedFiles)).length,
      tenants: (await db().select().from(tenants)).length,
      proofs: (await db().select().from(thirdPartyProofs)).length,
    });
    let address = 0;
    // Each request from its own address, so the per-address limits never answer first.
    const post = (url: string, payload: object, token?: string) =>
      server.call({
        method: 'POST',
        url,
        payload,
        headers: token ? { token } : {},
        remoteAddress: `10.28.${Math.floor(++address / 250)}.${address % 250}`,
      });

    it.each(hostile)('%s: 400 from each upload, nothing stored', async (_label, make, refusal) => {
      const pdf = make();
      const before = await counts();
      const token = await server.login(demoAccount('own-policy').email, DEMO_PASSWORD);
      const account = await server.call({ method: 'GET', url: '/v2/account', headers: { token } });
      const leaseId = account.json().leases[0].id as number;
      const answers = [
        await post('/v2/thirdPartyPolicy/validate', {
          selectedFile: dataUrl(pdf),
          selectedFileName: 'declarations.pdf',
        }),
        await post('/v2/account/upload', { ...policyForm(pdf), leaseId }, token),
        await post('/v2/thirdPartyPolicy/upload', { ...policyForm(pdf), ...newTenantFields }),
      ];
      for (const answer of answers) {
        expect({ status: answer.statusCode, body: answer.json() }).toEqual({
          status: 400,
          body: refusal,
        });
      }
      expect(await counts()).toEqual(before);
    });
  });
}

suite('hostile proof PDFs, on PGlite', {});
if (postgresUrl) suite('hostile proof PDFs, on PostgreSQL (DATABASE_URL)', { postgres: true });
