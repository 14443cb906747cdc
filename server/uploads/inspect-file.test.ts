import { describe, expect, it } from 'vitest';
import { effectiveLimits } from '../../engine/schema/upload-rules';
import { SVG_TEXT, exeBytes, jpegBytes, pdfBytes, pngBytes } from '../../tests/support/upload-fixtures';
import { inspectFile } from './inspect-file';

const avatar = effectiveLimits('IMG_AVATAR');
const documents = effectiveLimits('OTHER');

describe('inspectFile: the type from the bytes, the size from the limits', () => {
  it('accepts PNG and JPEG pictures whatever they are called, with the real content type', async () => {
    expect(await inspectFile('IMG_AVATAR', avatar, { name: 'me.png', bytes: pngBytes() })).toEqual({ ok: true, contentType: 'image/png' });
    expect(await inspectFile('IMG_AVATAR', avatar, { name: 'me.png', bytes: jpegBytes() })).toEqual({
      ok: true,
      contentType: 'image/jpeg',
    });
  });

  it('refuses an executable renamed to .png, SVG and HTML with the picture message', async () => {
    const refusal = { ok: false, refusal: { reason: 'imageType', types: 'jpeg/png/jpg' } };
    expect(await inspectFile('IMG_EQP', avatar, { name: 'photo.png', bytes: exeBytes() })).toEqual(refusal);
    expect(await inspectFile('IMG_EQP', avatar, { name: 'logo.svg', bytes: Buffer.from(SVG_TEXT) })).toEqual(refusal);
    expect(await inspectFile('IMG_EQP', avatar, { name: 'page.png', bytes: Buffer.from('<!doctype html><script>1</script>') })).toEqual(
      refusal,
    );
  });

  it('refuses a picture over the limit with the size message', async () => {
    expect(await inspectFile('IMG_AVATAR', avatar, { name: 'big.png', bytes: pngBytes({ padding: 2 * 1024 * 1024 }) })).toEqual({
      ok: false,
      refusal: { reason: 'imageSize', limitMb: 2 },
    });
  });

  it('documents: the suffix must be allowed and agree with the bytes', async () => {
    expect(await inspectFile('OTHER', documents, { name: '说明书.pdf', bytes: pdfBytes() })).toEqual({
      ok: true,
      contentType: 'application/pdf',
    });
    const refused = { ok: false, refusal: { reason: 'fileType', types: documents.suffixes.join('/') } };
    expect(await inspectFile('OTHER', documents, { name: 'report.pdf', bytes: pngBytes() })).toEqual(refused);
    expect(await inspectFile('OTHER', documents, { name: 'setup.pdf', bytes: exeBytes() })).toEqual(refused);
    expect(await inspectFile('OTHER', documents, { name: 'notes.txt', bytes: Buffer.from('plain text') })).toEqual(refused);
    const pdfOnly = effectiveLimits('OTHER', { suffixes: ['.pdf'], maxSizeMb: 15 });
    expect(await inspectFile('OTHER', pdfOnly, { name: 'photo.png', bytes: pngBytes() })).toEqual({
      ok: false,
      refusal: { reason: 'fileType', types: 'pdf' },
    });
  });
});
