/** The checkout's address fields are the shared ones (the address book uses them too). */
export { AddressFields } from '../../shared/AddressFields.js';
