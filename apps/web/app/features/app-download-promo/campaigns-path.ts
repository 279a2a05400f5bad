/** shell §2 "/campaigns (app-download rewards page)". */
export const CAMPAIGNS_PATH = '/campaigns';
