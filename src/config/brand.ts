/** Brand values used by the footer, headings and the public card's 'Powered by' line. */
export const brand = {
  productName: 'Tapcard',
  homePage: 'https://tapcard.example.com',
  contactPhone: '+919876500000',
  contactPhoneLabel: '+91 98765 00000',
  contactEmail: 'support@tapcard.example.com',
  instagram: 'https://www.instagram.com/tapcard',
  website: 'https://tapcard.example.com',
} as const;
