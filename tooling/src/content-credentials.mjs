// The basic-auth pair for the content host. Only servers read it: the stand-in checks it, the
// shell's proxy adds it. Local defaults exist so `npm start` works; production sets both.
export function contentCredentials(env = process.env) {
  return {
    user: env.CONTENT_AUTH_USER || 'bank-site',
    password: env.CONTENT_AUTH_PASSWORD || 'stand-in-only-password',
  };
}

export function basicAuthHeader(credentials) {
  return `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`;
}
