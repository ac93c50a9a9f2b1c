/** Verified profiles. */
export const DOMAIN_MESSAGES = {
  noWebsite: "Add your organization's website to its profile first: the domain to verify comes from it.",
  ipWebsite:
    "The website's address is not a public domain name (an IP address, a port or a local name), so it cannot be verified.",
  sharedDomain: (domain: string) =>
    `${domain} belongs to a public suffix or a free email provider, not to one organization: add your organization's own website to verify it.`,
  httpsRequired: "The website must be served over https to be verified by file.",
  txtNotFound: (domain: string) =>
    `No TXT record with your code was found on ${domain}. DNS changes can take a while to appear: try again in a few minutes.`,
  dnsFailed: "We could not look up the domain's DNS records right now. Please try again later.",
  fileMissing: (url: string) => `${url} did not answer with your code.`,
  fileRedirect: "The file's address redirects to another host. Serve it from the domain itself.",
  fileUnreachable: (url: string) => `We could not reach ${url}. Check that the website is online and try again.`,
  timeout: "The check took longer than 5 seconds. Please try again.",
  roleMailbox: "Choose admin, administrator, hostmaster, postmaster or webmaster: codes go only to these addresses",
  noCode: "Send yourself a code first.",
  codeWrong: "That code is not right. Check the latest email and try again.",
  codeExpired: "That code has expired. Send a new one.",
  tooManyAttempts: "Too many wrong codes. Send a new one.",
  invalidCode: "Enter the 6-digit code from the email",
} as const;
