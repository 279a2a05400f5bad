import { NOT_FOUND_LINK_GROUPS, NOT_FOUND_TRENDING_STORIES, notFoundLinksOf } from '@meridian/domain';
import { useTranslations } from '../../i18n';
import { useLocalizedPath, usePageHref, useSite } from '../../shell/site';
import './not-found.css';

/**
 * shell §2 "404 page" and widgets §2: title, a way back to the locale home, helpful links and
 * trending stories, all under the visitor's locale prefix. Rendered by the catch-all route and by
 * the root error boundary (a thrown 404), so it needs nothing but the site and the catalog.
 * One DOM; not-found.css lays it out as one column on phones and as columns from 768 px.
 */
export function NotFoundPage() {
  const t = useTranslations('notFound');
  const { site } = useSite();
  const to = useLocalizedPath();
  const href = usePageHref();
  // Only links to pages that exist (domain COMING_PAGES): a group, or a whole list, with none is left out.
  const groups = NOT_FOUND_LINK_GROUPS.map((group) => ({
    group,
    links: notFoundLinksOf(group).flatMap((link) => {
      const target = href(link.path);
      return target ? [{ id: link.id, href: target }] : [];
    }),
  })).filter(({ links }) => links.length > 0);
  const stories = NOT_FOUND_TRENDING_STORIES.flatMap((story) => {
    const target = href(story.path);
    return target ? [{ id: story.id, href: target }] : [];
  });
  return (
    <main className="page not-found" id="main" data-testid="not-found">
      <section className="not-found__intro" aria-labelledby="not-found-title" data-testid="not-found-intro">
        {/* The status code is the same in every language, so it is not in the catalog. */}
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">{t('title')}</h1>
        <p className="not-found__description">{t('description')}</p>
        <a className="button not-found__home" href={to('/')} data-testid="not-found-home">
          {t('backHome', { site: site.name })}
        </a>
      </section>

      {groups.length > 0 ? (
        <nav className="not-found__links" aria-labelledby="not-found-helpful" data-testid="not-found-links">
          <h2 id="not-found-helpful">{t('helpfulLinks')}</h2>
          <div className="not-found__groups">
            {groups.map(({ group, links }) => (
              <section key={group} className="not-found__group" aria-labelledby={`not-found-group-${group}`}>
                <h3 id={`not-found-group-${group}`}>{t(`groups.${group}`)}</h3>
                <ul>
                  {links.map((link) => (
                    <li key={link.id}>
                      <a href={link.href}>{t(`links.${link.id}`)}</a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </nav>
      ) : null}

      {stories.length > 0 ? (
        <section className="not-found__stories" aria-labelledby="not-found-trending" data-testid="not-found-stories">
          <h2 id="not-found-trending">{t('trendingStories')}</h2>
          <ol>
            {stories.map((story) => (
              <li key={story.id}>
                <a href={story.href}>{t(`stories.${story.id}`)}</a>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </main>
  );
}
