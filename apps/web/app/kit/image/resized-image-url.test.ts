import { getResizedImage } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { resizedImageUrl } from './resized-image-url';

describe('resizedImageUrl (shell §9 "Image helper | default width 28, quality 75")', () => {
  it('asks the image endpoint for width 28 and quality 75 by default', () => {
    expect(resizedImageUrl('/images/logo/mark.png')).toBe(
      `${getResizedImage.path}?src=%2Fimages%2Flogo%2Fmark.png&w=28&q=75`,
    );
  });

  it('passes a width, a quality and a version', () => {
    expect(resizedImageUrl('/images/a.jpg', { width: 320, quality: 60, version: '2' })).toBe(
      `${getResizedImage.path}?src=%2Fimages%2Fa.jpg&w=320&q=60&v=2`,
    );
  });

  it('leaves a source the endpoint would refuse as it is', () => {
    expect(resizedImageUrl('https://cdn.elsewhere.example/a.png')).toBe('https://cdn.elsewhere.example/a.png');
    expect(resizedImageUrl('/favicon.svg')).toBe('/favicon.svg');
  });
});
