import { css } from '../../../styled-system/css/index.mjs';

const narrowOnly = css({ display: { base: 'block', sm: 'none' }, color: 'muted', textStyle: 'small' });

/**
 * The list's Type cell, with the request's period under it on a phone: below 640 px the Period column is hidden,
 * and two "Ferie · In attesa" rows of one person could not be told apart at 360 px.
 */
export const VacationTypeCell = ({ type, period }: { type: string; period: string }) => (
  <>
    {type}
    <span className={narrowOnly}>{period}</span>
  </>
);
