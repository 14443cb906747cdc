import { describe, expect, it } from 'vitest';
import { effectiveLimits } from '../../engine/schema/upload-rules';
import { inspectFile } from '../uploads/inspect-file';
import { pngSwatch } from './png-swatch';

describe('pngSwatch', () => {
  it('makes a PNG the upload checks accept as an image', async () => {
    const bytes = pngSwatch(32, 24, [30, 144, 255]);
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(bytes.readUInt32BE(16)).toBe(32);
    expect(bytes.readUInt32BE(20)).toBe(24);
    const inspection = await inspectFile('IMG_EQP', effectiveLimits('IMG_EQP'), { name: 'photo.png', bytes });
    expect(inspection).toMatchObject({ ok: true, contentType: 'image/png' });
  });
});
