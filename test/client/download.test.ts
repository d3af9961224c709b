import { eoiDownload, eoiFileOf, fileNameOf } from '../../src/client/api/download';

describe('evidence-of-insurance downloads (docs/product.md "Calls")', () => {
  it('reads the file name of a Content-Disposition header', () => {
    expect(fileNameOf('attachment; filename="eoi-HSR-WI-1.pdf"')).toBe('eoi-HSR-WI-1.pdf');
    expect(fileNameOf('attachment; filename=eoi.pdf')).toBe('eoi.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''evidence%20of%20insurance.pdf")).toBe(
      'evidence of insurance.pdf',
    );
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });

  it('asks for the policy and reads a PDF as a Blob, an error as JSON', async () => {
    const args = eoiDownload('/v2/assurant/eoi', 31);
    expect(args).toMatchObject({ url: '/v2/assurant/eoi', params: { policy_id: 31 } });
    const handler = args.responseHandler as (r: Response) => Promise<unknown>;
    const pdf = await handler(
      new Response('%PDF', { headers: { 'content-type': 'application/pdf' } }),
    );
    expect(pdf).toBeInstanceOf(Blob);
    expect(await handler(new Response('{"message":"no"}', { status: 404 }))).toEqual({
      message: 'no',
    });
    expect(await handler(new Response('oops', { status: 500 }))).toBeNull();
  });

  it('turns the PDF into an object URL with the server-given name', () => {
    URL.createObjectURL = jest.fn(() => 'blob:1');
    const response = new Response(null, {
      headers: { 'content-disposition': 'attachment; filename="a.pdf"' },
    });
    expect(eoiFileOf(new Blob(['x']), { response })).toEqual({ url: 'blob:1', fileName: 'a.pdf' });
    expect(eoiFileOf(new Blob(['x']), undefined)).toEqual({ url: 'blob:1', fileName: null });
  });
});
