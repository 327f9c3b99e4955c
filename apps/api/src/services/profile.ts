import {
  businessProfileSchema,
  businessRegistrationSchema,
  consumerProfileSchema,
  consumerRegistrationSchema,
  toCalendarDate,
} from '@mise/validation';
import type { BusinessProfileValues, ConsumerProfileValues, DateInput } from '@mise/validation';
import type { users } from '../db/schema.js';
import type { Channel } from '../types.js';
import { normaliseEmail } from './accounts.js';
import { bodyOf } from './validation.js';

/** The member forms of the shop's kind: business shops ask for the company and the orderer. */
export function profileSchemaFor(channel: Channel) {
  return channel.kind === 'business' ? businessProfileSchema : consumerProfileSchema;
}

export function registrationSchemaFor(channel: Channel) {
  return channel.kind === 'business' ? businessRegistrationSchema : consumerRegistrationSchema;
}

/** Request bodies for the OpenAPI document: every field of both variants. */
export const profileBody = bodyOf([consumerProfileSchema, businessProfileSchema]);
export const registrationBody = bodyOf([consumerRegistrationSchema, businessRegistrationSchema]);

type ProfileValues = ConsumerProfileValues & Partial<BusinessProfileValues>;

function isoDate(value: DateInput): string | null {
  const date = value ? toCalendarDate(value) : null;
  return date ? date.toISOString().slice(0, 10) : null;
}

const text = (value: string | null | undefined) => value ?? '';

/** Validated profile form values as user columns. */
export function profileColumns(values: ProfileValues): Partial<typeof users.$inferInsert> {
  return {
    email: normaliseEmail(values.email),
    lastName: values.last_name,
    firstName: values.first_name,
    lastNameKana: values.last_name_kana,
    firstNameKana: values.first_name_kana,
    postalCode: values.postal_code.replace('-', ''),
    prefecture: values.prefecture,
    city: values.city,
    address1: values.address1,
    address2: text(values.address2),
    phoneNumber: text(values.phone_number),
    cellPhoneNumber: text(values.cell_phone_number),
    gender: typeof values.gender === 'number' ? values.gender : null,
    birthday: isoDate(values.birthday),
    isReceiveNewsletter: Number(values.is_receive_newsletter) === 1 ? 1 : 0,
    job: text(values.job),
    school: text(values.school),
    companyName: text(values.company_name),
    department: text(values.department),
    ordererName: text(values.orderer_name),
    contactPhoneNumber: text(values.contact_phone_number),
    fax: text(values.fax),
  };
}
