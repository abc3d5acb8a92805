/** A public tenant as the API answers it, for the diner app's tests. */
export const sampleTenant = {
  _id: 't1',
  tenantSlug: 'warung-demo',
  name: 'WARUNG DEMO',
  address: 'Jl. Sabang',
  theme: 'ocean',
  package: 'PRO',
  phone: '0812',
  reservationWhatsApp: '+62 812',
  adsEnabled: true,
  waOptinEnabled: false,
  waOptinText: 'Kirim WA',
  waOptinMode: 'CHAT',
  taxPercent: 11,
  timezone: 'Asia/Jakarta',
  acceptingOrders: true,
};
