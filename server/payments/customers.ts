import type { FormParams } from './form-encoding';
import { metadataParam, rejectUnknown, stringParam } from './params';
import type { PaymentsStore } from './store';
import { invalidParam, noSuch } from './stripe-error';
import { newId, type CustomerObject, type Metadata } from './stripe-objects';

const MAX_EMAIL_LENGTH = 512;

/** Stripe checks only that an address has the shape of one. */
export function emailParam(value: FormParams[string] | undefined, param: string): string | undefined {
  const email = stringParam(value, param);
  if (email === undefined || email === '') return undefined;
  if (email.length > MAX_EMAIL_LENGTH || !/^[^\s@]+@[^\s@]+$/.test(email)) throw invalidParam(param, `Invalid email address: ${email}`, 'email_invalid');
  return email;
}

export function addCustomer(store: PaymentsStore, fields: { email: string | null; name?: string | null; metadata?: Metadata }): CustomerObject {
  const customer: CustomerObject = {
    id: newId('cus'),
    object: 'customer',
    created: store.now(),
    email: fields.email,
    name: fields.name ?? null,
    description: null,
    metadata: fields.metadata ?? {},
    livemode: false,
  };
  store.customers.set(customer.id, customer);
  return customer;
}

/** `POST /v1/customers`. */
export function createCustomer(store: PaymentsStore, params: FormParams): CustomerObject {
  rejectUnknown(params, ['email', 'name', 'description', 'metadata', 'expand']);
  const customer = addCustomer(store, {
    email: emailParam(params.email, 'email') ?? null,
    name: stringParam(params.name, 'name') || null,
    metadata: metadataParam(params.metadata, 'metadata'),
  });
  customer.description = stringParam(params.description, 'description') || null;
  return customer;
}

export function findCustomer(store: PaymentsStore, id: string, param = 'id', status = 404): CustomerObject {
  const customer = store.customers.get(id);
  if (!customer) throw noSuch('customer', id, param, status);
  return customer;
}
