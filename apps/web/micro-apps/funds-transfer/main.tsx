// Must stay the first import: it sets zod up for the site's CSP before any schema is built.
import '../../app/shell/frames/client';
import { siteForHost } from '@meridian/domain';
import '../../app/shell/theme/client';
import { mountTransferPanel } from '../../app/shell/transfer-panels/client';
import { FundsTransferApp } from './funds-transfer-app';

await mountTransferPanel({
  elementId: 'funds-transfer',
  // widgets §7 gives this panel no site id: the API takes the site from the host.
  siteId: (props) => props.sub_website_id ?? siteForHost(window.location.host).id,
  render: (props, link) => <FundsTransferApp props={props} link={link} />,
});
