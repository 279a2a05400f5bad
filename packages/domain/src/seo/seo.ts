// SEO rules (issue 3): canonical and alternate links, robots, JSON-LD, sitemap.xml and robots.txt.
export * from './json-ld';
export * from './open-graph-image';
export * from './robots';
export * from './seo-links';
export * from './sitemap';
