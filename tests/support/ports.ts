/** Loopback ports the end-to-end suite uses; override with E2E_PORT and E2E_MAIL_PORT. */
export const e2ePort = Number(process.env.E2E_PORT ?? 8790);
export const mailRecorderPort = Number(process.env.E2E_MAIL_PORT ?? 8796);
export const mailRecorderUrl = `http://127.0.0.1:${mailRecorderPort}`;
