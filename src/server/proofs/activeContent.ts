// The rules an uploaded proof PDF must pass, decided on its parsed objects:
// every object of the file, object streams included, whatever a cross-reference table says. A
// declarations page is read by a person and by us; it has no reason to act on its own. Refused:
// encryption; any automatic action (/AA, an /OpenAction that is an action); any action other
// than the ones a person clicks in a carrier's PDF (a link to a web page, a jump within the
// document); scripts, XFA forms; attached or embedded files and rich media. Also the caps on
// pages and image sizes (PDF_LIMITS), which need the parsed objects too.
import { checkImageSize } from './imageCaps';
import { PDF_LIMITS, type PdfLimits } from './limits';
import type { PdfFile } from './pdfObjects';
import {
  PdfError,
  PdfRef,
  PdfStream,
  PdfString,
  isDict,
  nameOf,
  type PdfDict,
  type PdfValue,
} from './pdfSyntax';

/**
 * Actions a person may trigger by clicking (PDF 32000 §12.6.4): a web link, a jump within the
 * document, an article thread and the standard page-turning named actions.
 */
const CLICKABLE_ACTIONS = new Set(['URI', 'GoTo', 'Thread', 'Named']);
const NAMED_ACTIONS = new Set(['NextPage', 'PrevPage', 'FirstPage', 'LastPage']);
/** Action types refused wherever an /S names them, even outside a place actions are expected. */
const HOSTILE_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'ResetForm',
  'GoToR',
  'GoToE',
  'GoTo3DView',
  'Rendition',
  'Movie',
  'Sound',
  'RichMediaExecute',
  'SetOCGState',
  'Hide',
  'Trans',
]);
/** Schemes of a /URI link that open a web page or a mail; anything else (file:, javascript:) is refused. */
const URI_SCHEMES = new Set(['http', 'https', 'mailto']);
/** Keys whose value is an action (or, for /Next, actions). */
const ACTION_KEYS = new Set(['A', 'OpenAction', 'Next']);
/** Keys that mean the document runs something: additional actions, scripts, XFA forms. */
const ACTIVE_KEYS = ['AA', 'JS', 'JavaScript', 'XFA'];
/** Annotation and object types that carry files or media. */
const FILE_SUBTYPES = new Set(['FileAttachment', 'RichMedia', 'Sound', 'Movie', 'Screen', '3D']);

const active = (why: string) => new PdfError('activeContent', why);
const embedded = (why: string) => new PdfError('embeddedFiles', why);

function checkAction(dict: PdfDict): void {
  const type = nameOf(dict.get('S'));
  if (type === undefined) return; // not an action (a destination dictionary, for one)
  if (!CLICKABLE_ACTIONS.has(type)) throw active(`a /${type} action`);
  if (type === 'Named' && !NAMED_ACTIONS.has(nameOf(dict.get('N')) ?? '')) {
    throw active('a named action other than page turning');
  }
  if (type === 'URI') {
    const uri = dict.get('URI');
    const scheme =
      uri instanceof PdfString ? /^\s*([A-Za-z][A-Za-z0-9+.-]*):/.exec(uri.text) : null;
    if (scheme && !URI_SCHEMES.has(scheme[1]!.toLowerCase())) throw active(`a ${scheme[1]}: link`);
  }
}

interface Walk {
  file: PdfFile;
}

/** Checks a value that is an action (or a list of them, for /Next), following references. */
function checkActionValue(value: PdfValue | undefined, walk: Walk, key: string): void {
  const candidates = value instanceof PdfRef ? walk.file.versions(value) : [value];
  for (const candidate of candidates) {
    if (key === 'OpenAction' && (isDict(candidate) || candidate instanceof PdfStream)) {
      throw active('an action run when the document opens');
    }
    if (isDict(candidate)) checkAction(candidate);
    else if (Array.isArray(candidate) && key === 'Next') {
      candidate.forEach((item) => checkActionValue(item, walk, key));
    }
  }
}

function checkDict(dict: PdfDict, walk: Walk): void {
  for (const key of ACTIVE_KEYS) if (dict.has(key)) throw active(`a /${key} entry`);
  const type = nameOf(dict.get('Type'));
  const subtype = nameOf(dict.get('Subtype'));
  const s = nameOf(dict.get('S'));
  if (s !== undefined && HOSTILE_ACTIONS.has(s)) throw active(`a /${s} action`);
  if (type === 'Action') checkAction(dict);
  if (
    dict.has('EmbeddedFiles') ||
    type === 'EmbeddedFile' ||
    (type === 'Filespec' && dict.has('EF'))
  ) {
    throw embedded('an embedded file');
  }
  if (subtype !== undefined && FILE_SUBTYPES.has(subtype)) throw embedded(`a /${subtype} object`);
  for (const key of ACTION_KEYS) if (dict.has(key)) checkActionValue(dict.get(key), walk, key);
}

/** Every dictionary within a value, checked. */
function visit(value: PdfValue, walk: Walk, depth: number): void {
  if (value instanceof PdfStream) visit(value.dict, walk, depth + 1);
  else if (Array.isArray(value)) for (const item of value) visit(item, walk, depth + 1);
  else if (isDict(value)) {
    checkDict(value, walk);
    for (const item of value.values()) visit(item, walk, depth + 1);
  }
}

const isInt = (v: PdfValue | undefined): v is number =>
  typeof v === 'number' && Number.isInteger(v);

/** An image XObject's size against the caps; a size that is not a number is left to pdf.js. */
function checkImage(stream: PdfStream, file: PdfFile, limits: PdfLimits): void {
  const width = file.resolve(stream.dict.get('Width'));
  const height = file.resolve(stream.dict.get('Height'));
  if (!isInt(width) || !isInt(height)) return;
  checkImageSize(width, height, limits);
}

/** Throws the PdfError of the first rule the parsed file breaks. */
export function checkPdfContent(file: PdfFile, limits: PdfLimits = PDF_LIMITS): void {
  if (file.trailers.some((t) => t.has('Encrypt')))
    throw new PdfError('encrypted', 'an /Encrypt entry');
  const walk: Walk = { file };
  for (const o of file.objects) {
    if (o.value instanceof PdfStream && nameOf(o.value.dict.get('Subtype')) === 'Image') {
      checkImage(o.value, file, limits);
    }
    visit(o.value, walk, 0);
  }
  for (const trailer of file.trailers) visit(trailer, walk, 0);
}
