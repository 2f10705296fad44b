/**
 * What a visitor types into the contact exchange form (capability `contactExchange`), kept by
 * the card while the dialog is closed or a send failed. The phone is the national number; its
 * country is the contract's only one (`IN`, +91).
 */
export type ExchangeDraft = {
  name: string;
  email: string;
  phone: string;
  company: string;
  jobTitle: string;
  note: string;
  marketingConsent: boolean;
};

/** A fresh form: everything empty, the marketing box unticked (GDPR Art. 7, DPDP Act s. 6). */
export const emptyDraft: ExchangeDraft = {
  name: '',
  email: '',
  phone: '',
  company: '',
  jobTitle: '',
  note: '',
  marketingConsent: false,
};
