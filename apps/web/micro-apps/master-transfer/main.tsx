// Must stay the first import: it sets zod up for the site's CSP before any schema is built.
import '../../app/shell/frames/client';
import { siteForHost } from '@meridian/domain';
import '../../app/shell/theme/client';
import { mountTransferPanel } from '../../app/shell/transfer-panels/client';
import { MasterTransferApp } from './master-transfer-app';

await mountTransferPanel({
  elementId: 'master-transfer',
  // widgets §7 "(master transfer only) sub_website_id": the regional site whose API answers.
  siteId: (props) => props.sub_website_id ?? siteForHost(window.location.host).id,
  render: (props, link) => <MasterTransferApp props={props} link={link} />,
});
