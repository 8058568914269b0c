/**
 * A fresh Idempotency-Key for one sale attempt. `crypto.randomUUID` exists only in secure
 * contexts, and a till often opens the app over plain HTTP on the shop's network
 * (http://192.168.1.10:3000), so the key is built from `getRandomValues`, which works everywhere.
 */
export const nuevaClave = (): string => {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return `venta-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
};
