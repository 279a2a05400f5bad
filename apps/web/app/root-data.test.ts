import { describe, expect, it } from 'vitest';
import { rootDataOf } from './root-data';

describe('rootDataOf (a meta function reads the root data by route id, not by position)', () => {
  const root = { id: 'root' as const, loaderData: { site: 'main' } };
  const layout = { id: 'routes/locale-layout' as const, loaderData: null };

  it('finds the root match wherever it is in the list', () => {
    expect(rootDataOf([root, layout])).toBe(root.loaderData);
    expect(rootDataOf([layout, root])).toBe(root.loaderData);
  });

  it('is undefined without a root match (or with an empty slot)', () => {
    expect(rootDataOf([layout, undefined])).toBeUndefined();
  });
});
