// docs/product.md "Account pages", "Records", "Validation", "Calls" claims; also:
// photos (type by content, re-encoded without metadata, owner-only), the claim number, the status
// timeline and support's mail with the photos.
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import {
  claimMessages,
  policyChangeMessages,
  validationMessages as v,
} from '../../../src/domain/messages';
import { claimCallText } from '../../../src/domain/claims/nextSteps';
import { demoAccount } from '../../../src/server/db/demo';
import { claimPhotos, claims } from '../../../src/server/db/schema';
import { deleteStaleClaimPhotos } from '../../../src/server/jobs/claimPhotoCleanup';
import { jpegWithGps, pngImage } from '../../helpers/images';
import { policyHelpers } from '../../helpers/policies';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const h = policyHelpers(server);
const supportMail = () => h.mailsTo(server.config.support.email.toLowerCase());

/** Maya's two demo claims (one closed, one in review). */
const SEEDED_CLAIMS = 2;

const CLAIM = {
  type: 'Property Claim',
  phone: '312-555-0142',
  address: '1200 W Lake St, Chicago, IL',
  time: 'Last night around 11 pm',
  description: 'A pipe burst in the bathroom',
  property: 'Soaked rug and a laptop',
  payee: 'Maya Thompson',
  habitable: true,
  vacated: false,
  police: false,
};

const upload = (token: string | null, policyId: number, body: Buffer, type = 'image/png') =>
  server.call({
    method: 'POST',
    url: `/v2/claim/${policyId}/photos`,
    headers: { 'content-type': type, ...(token ? { token } : {}) },
    payload: body,
  });
const submit = (token: string | null, policyId: number, body: object) =>
  h.call('POST', `/v2/claim/${policyId}`, token, body);
const list = (token: string, policyId: number) =>
  server.call({ method: 'GET', url: `/v2/claim/${policyId}`, headers: { token } });
const photo = (token: string, id: string, size = 'full') =>
  server.call({ method: 'GET', url: `/v2/claim-photos/${id}?size=${size}`, headers: { token } });

async function maya() {
  const token = await h.token('own-policy');
  const policy = await h.ownPolicy('own-policy');
  return { token, policyId: policy.policyId as number };
}

describe('claims', () => {
  it('files a claim with photos: number, Submitted timeline, thumbnails, support mail', async () => {
    const { token, policyId } = await maya();
    const first = await upload(token, policyId, await pngImage());
    expect(first.statusCode).toBe(200);
    const second = await upload(token, policyId, await jpegWithGps(), 'image/jpeg');
    expect(second.statusCode).toBe(200);
    const ids = [first.json().photoId, second.json().photoId];
    const filed = await submit(token, policyId, {
      ...CLAIM,
      photoIds: ids,
      additional_details: 'Neighbours saw it',
    });
    expect(filed.statusCode).toBe(200);

    const answer = (await list(token, policyId)).json().claims;
    // Newest first, before the two seeded claims.
    expect(answer).toHaveLength(3);
    const year = server.clock.now.getUTCFullYear();
    expect(answer[0]).toMatchObject({
      claimStatus: 'Submitted',
      type: 'Property Claim',
      claimNumber: `CLM-${year}-${String(answer[0].claimId).padStart(6, '0')}`,
      statuses: [{ status: 'Submitted', at: answer[0].claimCreationDate }],
      photos: ids.map((id) => ({ id })),
      // Open: no outcome yet.
      outcome: null,
    });
    // The answer names the claim it filed, for the confirmation to quote.
    expect(filed.json()).toEqual({
      success: true,
      claimId: answer[0].claimId,
      claimNumber: answer[0].claimNumber,
    });
    const thumb = await photo(token, ids[0], 'thumb');
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBeLessThanOrEqual(320);

    const [mail] = await supportMail();
    expect(mail!.subject).toContain(answer[0].claimNumber);
    expect(mail!.attachments.map((a) => a.contentType)).toEqual(['image/png', 'image/jpeg']);
    expect(mail!.textBody).toContain('Habitable: Yes');

    // The tenant's receipt: the number in writing, no photos sent back.
    const receipts = await h.mailsTo(demoAccount('own-policy').email);
    const receipt = receipts.find((m) => m.subject.includes(answer[0].claimNumber));
    expect(receipt?.subject).toBe(`We received your claim ${answer[0].claimNumber}`);
    expect(receipt?.textBody).toContain('with 2 photo(s)');
    // The same promise as the confirmation on claim history (domain/claims/nextSteps).
    expect(receipt?.textBody).toContain(claimCallText('312-555-0142'));
    expect(receipt?.attachments).toEqual([]);
  });

  it('answers the seeded claims with their numbers and timelines', async () => {
    const { token, policyId } = await maya();
    const [review, closed] = (await list(token, policyId)).json().claims;
    expect(review).toMatchObject({ claimStatus: 'In review', type: 'Liability Claim', photos: [] });
    expect(review.statuses.map((s: { status: string }) => s.status)).toEqual([
      'Submitted',
      'In review',
    ]);
    expect(closed.statuses.map((s: { status: string }) => s.status)).toEqual([
      'Submitted',
      'In review',
      'Closed',
    ]);
    expect(closed.claimNumber).toMatch(/^CLM-\d{4}-\d{6}$/);
    // A closed claim says how it ended; one still open says nothing yet.
    expect(closed.outcome).toEqual({
      result: 'paid',
      amount: 500,
      reason: 'The bicycle and lock ($750) less your $250 deductible.',
    });
    expect(review.outcome).toBeNull();
  });

  it('answers a denied and a withdrawn outcome; the database refuses an incomplete one', async () => {
    const { token, policyId } = await maya();
    const db = server.handle.db;
    const [, closed] = (await list(token, policyId)).json().claims;
    const id = closed.claimId as number;
    await db
      .update(claims)
      .set({
        outcome: 'denied',
        paidCents: null,
        outcomeReason: 'Bicycles left outside are not covered.',
      })
      .where(eq(claims.id, id));
    expect((await list(token, policyId)).json().claims[1].outcome).toEqual({
      result: 'denied',
      amount: null,
      reason: 'Bicycles left outside are not covered.',
    });
    await db
      .update(claims)
      .set({ outcome: 'withdrawn', outcomeReason: null })
      .where(eq(claims.id, id));
    expect((await list(token, policyId)).json().claims[1].outcome).toEqual({
      result: 'withdrawn',
      amount: null,
      reason: null,
    });
    // A denial without a reason, a payment without an amount, an amount without a payment and an
    // outcome on an open claim are all refused by the table's checks.
    for (const change of [
      { outcome: 'denied' as const, outcomeReason: null },
      { outcome: 'paid' as const, paidCents: null },
      { outcome: 'withdrawn' as const, paidCents: 100 },
      { status: 'In review', outcome: 'withdrawn' as const },
    ]) {
      await expect(db.update(claims).set(change).where(eq(claims.id, id))).rejects.toThrow();
    }
    // Another tenant still cannot read them.
    const other = await h.token('association-member');
    expect((await list(other, policyId)).statusCode).toBe(404);
  });

  it('drops EXIF and the GPS position when re-encoding, and keeps the pixels readable', async () => {
    const { token, policyId } = await maya();
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes(Buffer.from('TestCam'))).toBe(true);
    const id = (await upload(token, policyId, original, 'image/jpeg')).json().photoId;
    const stored = (await photo(token, id)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(stored.includes(Buffer.from('TestCam'))).toBe(false);
    // The GPS IFD pointer tag (0x8825) is gone with the EXIF block.
    expect(stored.includes(Buffer.from([0x25, 0x88]))).toBe(false);
  });

  it('resizes a large photo to 2048 px on its longer side', async () => {
    const { token, policyId } = await maya();
    const id = (await upload(token, policyId, await pngImage(3000, 1000))).json().photoId;
    const meta = await sharp((await photo(token, id)).rawPayload).metadata();
    expect(meta).toMatchObject({ width: 2048, format: 'png' });
  });

  it('refuses what is not a JPEG or PNG, whatever the header says', async () => {
    const { token, policyId } = await maya();
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('not really a jpeg'),
    ]);
    const faked = await upload(token, policyId, fake, 'image/jpeg');
    expect(faked.statusCode).toBe(400);
    expect(faked.json()).toMatchObject({
      code: 'UNREADABLE_IMAGE',
      message: claimMessages.photoUnreadable,
    });
    const pdf = await upload(token, policyId, Buffer.from('%PDF-1.4 hello'), 'image/png');
    expect(pdf.statusCode).toBe(400);
    // A PNG labelled as JPEG: the content decides, and they disagree.
    expect((await upload(token, policyId, await pngImage(), 'image/jpeg')).statusCode).toBe(400);
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic'),
      Buffer.alloc(16),
    ]);
    const refused = await upload(token, policyId, heic, 'image/heic');
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({
      code: 'UNSUPPORTED_IMAGE',
      message: claimMessages.heicUnsupported,
    });
    const text = await server.call({
      method: 'POST',
      url: `/v2/claim/${policyId}/photos`,
      headers: { token, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect((await upload(token, policyId, Buffer.alloc(0))).statusCode).toBe(415);
    expect(await server.handle.db.select().from(claimPhotos)).toHaveLength(0);
  });

  it('refuses a photo over 10 MB', async () => {
    const { token, policyId } = await maya();
    const big = Buffer.concat([await pngImage(), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(token, policyId, big);
    expect(response.statusCode).toBe(413);
    expect(await server.handle.db.select().from(claimPhotos)).toHaveLength(0);
  });

  it('takes at most 10 photos, and only the account’s own unattached ones', async () => {
    const { token, policyId } = await maya();
    const png = await pngImage();
    const ids: string[] = [];
    for (let i = 0; i < 11; i += 1) ids.push((await upload(token, policyId, png)).json().photoId);
    const eleven = await submit(token, policyId, { ...CLAIM, photoIds: ids });
    expect(eleven.statusCode).toBe(400);
    const ten = await submit(token, policyId, { ...CLAIM, photoIds: ids.slice(0, 10) });
    expect(ten.statusCode).toBe(200);
    // Already part of a claim: not again.
    const again = await submit(token, policyId, {
      ...CLAIM,
      phone: '555-0100',
      photoIds: [ids[0]],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'PHOTO_NOT_AVAILABLE',
      message: claimMessages.photoNotAvailable,
    });

    // Another tenant can neither read nor attach Maya's photo.
    const other = await h.token('association-member');
    const otherPolicy = await h.ownPolicy('association-member');
    expect((await photo(other, ids[10]!)).statusCode).toBe(404);
    // Priya's own policy is active: the photo id is the only thing wrong.
    const stolen = await submit(other, otherPolicy.policyId, { ...CLAIM, photoIds: [ids[10]] });
    expect(stolen.json()).toMatchObject({ code: 'PHOTO_NOT_AVAILABLE' });
    expect((await photo(token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('enforces every docs/product.md "Validation" rule on the server', async () => {
    const { token, policyId } = await maya();
    const cases: [object, string][] = [
      [{ phone: ' ' }, v.phoneNumberRequired],
      [{ phone: 'x'.repeat(256) }, v.claimPhoneMax],
      [{ address: '  ' }, v.addressRequired],
      [{ time: '  ' }, v.timeRequired],
      [{ payee: '  ' }, v.payeeRequired],
      [{ description: '  ' }, v.lossDescriptionRequired],
      [{ property: '  ' }, v.propertyDescriptionRequired],
    ];
    for (const [change, message] of cases) {
      const response = await submit(token, policyId, { ...CLAIM, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    // The contract refuses what the schema describes (type, lengths, booleans, extra fields).
    for (const change of [
      { type: 'Theft' },
      { address: 'x'.repeat(256) },
      { additional_details: 'x'.repeat(256) },
      { habitable: 'Yes' },
      { surprise: 1 },
    ]) {
      expect((await submit(token, policyId, { ...CLAIM, ...change })).statusCode).toBe(400);
    }
    const { police: _omitted, ...withoutPolice } = CLAIM;
    expect((await submit(token, policyId, withoutPolice)).statusCode).toBe(400);
    expect(await server.handle.db.select().from(claims)).toHaveLength(SEEDED_CLAIMS);
    expect(await supportMail()).toHaveLength(0);
  });

  it('answers 404 for another tenant’s policy and 409 for an inactive one; stores nothing', async () => {
    const { token, policyId } = await maya();
    const other = await h.token('association-member');
    expect((await submit(other, policyId, CLAIM)).statusCode).toBe(404);
    expect((await list(other, policyId)).statusCode).toBe(404);
    expect((await upload(other, policyId, await pngImage())).statusCode).toBe(404);
    expect((await submit(token, 999_999, CLAIM)).statusCode).toBe(404);
    const ethan = await h.token('expired-only');
    const expired = await h.ownPolicy('expired-only', true);
    const inactive = await submit(ethan, expired.policyId, CLAIM);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe(policyChangeMessages.policyInactive);
    expect((await upload(ethan, expired.policyId, await pngImage())).statusCode).toBe(409);
    expect((await submit(null, policyId, CLAIM)).statusCode).toBe(401);
    expect(await server.handle.db.select().from(claims)).toHaveLength(SEEDED_CLAIMS);
    expect(await server.handle.db.select().from(claimPhotos)).toHaveLength(0);
  });

  it('deletes photos no claim took after a day, never a claim’s', async () => {
    const { token, policyId } = await maya();
    const kept = (await upload(token, policyId, await pngImage())).json().photoId;
    await upload(token, policyId, await pngImage());
    expect((await submit(token, policyId, { ...CLAIM, photoIds: [kept] })).statusCode).toBe(200);
    const ctx = { db: server.handle.db, now: () => new Date(Date.now() + 2 * 86_400_000) };
    expect(await deleteStaleClaimPhotos(ctx)).toBe(1);
    const left = await server.handle.db.select({ id: claimPhotos.id }).from(claimPhotos);
    expect(left).toEqual([{ id: kept }]);
  });

  it('files a burst of identical submits once', async () => {
    const { token, policyId } = await maya();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => submit(token, policyId, CLAIM)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // Every answer names the one claim filed.
    expect(new Set(answers.map((a) => a.json().claimNumber)).size).toBe(1);
    expect(
      await server.handle.db.select().from(claims).where(eq(claims.policyId, policyId)),
    ).toHaveLength(SEEDED_CLAIMS + 1);
    expect(await supportMail()).toHaveLength(1);
  });
});
