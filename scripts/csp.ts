/**
 * The Content-Security-Policy the production app works under (README "Security"). Mantine
 * injects its CSS variables in <style> elements, hence 'unsafe-inline' for styles only;
 * scripts are 'self' alone (the build has no inline scripts). Logos and QR images may be
 * data: or blob: URLs; the contact file fetches the logo from the API host or any https host.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self' https:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
