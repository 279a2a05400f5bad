import { describe, expect, it } from 'vitest';
import { siteByKey } from '../sites/site-registry';
import type { SiteKey } from '../sites/site-ids';
import {
  copyrightLine,
  copyrightYear,
  DECLARATION_SIGNED_STATUS,
  footerDownload,
  footerLinks,
  footerTarget,
  showDeclarationLink,
} from './footer-links';

const ids = (key: SiteKey, showDeclaration = false) =>
  footerLinks(siteByKey(key), { showDeclaration }).map((l) => l.id);
const linkOf = (key: SiteKey, id: string) =>
  footerLinks(siteByKey(key), { showDeclaration: true }).find((l) => l.id === id);

describe('widgets §2 "Footers per region"', () => {
  it('"global: About, download, user agreement, fee"', () => {
    expect(ids('main')).toEqual(['about', 'download', 'user-agreement', 'fee']);
    expect(linkOf('main', 'about')?.target).toEqual({ type: 'page', path: '/about-us' });
    expect(linkOf('main', 'download')?.target).toEqual({ type: 'page', path: '/appdownload' });
    expect(linkOf('main', 'user-agreement')?.target).toEqual({ type: 'page', path: '/user-agreement' });
    expect(linkOf('main', 'fee')?.target).toEqual({ type: 'page', path: '/fee' });
  });

  it('"Turkey: About, app download, and a Declaration link shown only to logged-in users who have signed"', () => {
    expect(ids('turkey')).toEqual(['about', 'download']);
    expect(ids('turkey', true)).toEqual(['about', 'download', 'declaration']);
    // Ours (decision 0050): the link opens the signed declaration in its dialog.
    expect(linkOf('turkey', 'declaration')?.target).toEqual({ type: 'declaration' });
    // shell §2 "App download page is /appdownload; Turkey uses /mobileapp."
    expect(linkOf('turkey', 'download')?.target).toEqual({ type: 'page', path: '/mobileapp' });
  });

  it('"EU, US, Japan, UK, Australia: About or contact, user agreement, fee"', () => {
    for (const key of ['us', 'japan', 'australia'] as const) {
      expect(ids(key), key).toEqual(['about', 'user-agreement', 'fee']);
    }
    // shell §2 "/page/contacts is the UK about page".
    expect(ids('uk')).toEqual(['contact', 'user-agreement', 'fee']);
    expect(linkOf('uk', 'contact')?.target).toEqual({ type: 'page', path: '/page/contacts' });
    // shell §2 "US: /legal/user-agreement".
    expect(linkOf('us', 'user-agreement')?.target).toEqual({ type: 'page', path: '/legal/user-agreement' });
    expect(ids('eu')).toEqual(['about', 'user-agreement', 'fee']);
  });

  it('"Hong Kong: download link only"', () => {
    expect(ids('hongKong')).toEqual(['download']);
  });

  it('sites the spec does not name use the global footer; a PDF agreement opens as a document (shell §2 "Hong Kong, Bahamas: PDF documents")', () => {
    expect(ids('uae')).toEqual(['about', 'download', 'user-agreement', 'fee']);
    expect(linkOf('bahamas', 'user-agreement')?.target).toEqual({
      type: 'document',
      url: '/docs/bs/user-agreement.pdf',
    });
  });

  it('a site that hides app download (shell §3 "hide flags (app download, ...)") has no download link or button', () => {
    expect(ids('testnet')).toEqual(['about', 'user-agreement', 'fee']);
    expect(footerDownload(siteByKey('testnet'))).toBeNull();
  });

  it('"The EU site shows a \'stay tuned, feature upcoming\' modal for some links": fee and app download', () => {
    expect(linkOf('eu', 'fee')?.target).toEqual({ type: 'stay-tuned' });
    expect(linkOf('eu', 'about')?.target).toEqual({ type: 'page', path: '/about-us' });
    expect(linkOf('eu', 'user-agreement')?.target).toEqual({ type: 'page', path: '/user-agreement' });
    expect(footerDownload(siteByKey('eu'))).toEqual({ type: 'stay-tuned' });
    expect(footerDownload(siteByKey('main'))).toEqual({ type: 'page', path: '/appdownload' });
    expect(footerDownload(siteByKey('hongKong'))).toEqual({ type: 'page', path: '/appdownload' });
  });

  it('tells pages, absolute URLs and documents apart', () => {
    expect(footerTarget('/fee')).toEqual({ type: 'page', path: '/fee' });
    expect(footerTarget('https://legal.example/terms')).toEqual({
      type: 'external',
      url: 'https://legal.example/terms',
    });
    expect(footerTarget('/docs/hk/user-agreement.PDF')).toEqual({
      type: 'document',
      url: '/docs/hk/user-agreement.PDF',
    });
    expect(footerTarget('https://cdn.example/a.pdf')).toEqual({ type: 'external', url: 'https://cdn.example/a.pdf' });
  });
});

describe('the Declaration link (widgets §5 "its link shows only when logged in and signed"; §9 "Declaration signed status: 2")', () => {
  it('shows only for a logged-in user whose status is 2', () => {
    expect(DECLARATION_SIGNED_STATUS).toBe(2);
    expect(showDeclarationLink({ loggedIn: true, declarationStatus: 2 })).toBe(true);
    expect(showDeclarationLink({ loggedIn: true, declarationStatus: 1 })).toBe(false);
    expect(showDeclarationLink({ loggedIn: true, declarationStatus: undefined })).toBe(false);
    expect(showDeclarationLink({ loggedIn: false, declarationStatus: 2 })).toBe(false);
  });
});

describe('widgets §2 "A copyright line ... (Japan has a special line; others show site name and current year)"', () => {
  it('Japan has its own line; every other site its name', () => {
    expect(copyrightLine(siteByKey('japan'))).toEqual({ kind: 'japan' });
    expect(copyrightLine(siteByKey('turkey'))).toEqual({ kind: 'standard', siteName: 'Meridian TR' });
  });

  it('the year comes from the request clock, in UTC', () => {
    expect(copyrightYear(Date.UTC(2026, 0, 1, 0, 0, 0))).toBe(2026);
    expect(copyrightYear(Date.UTC(2025, 11, 31, 23, 59, 59))).toBe(2025);
  });
});
