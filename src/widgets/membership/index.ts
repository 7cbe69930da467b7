/** The <yp-membership> tag's code, loaded lazily by the embed script (see ./declaration.ts). */
import { defineWidget } from '../define-widget';
import { membershipWidget } from './declaration';
import { MembershipWidget } from './MembershipWidget';

export default defineWidget(membershipWidget, MembershipWidget);
