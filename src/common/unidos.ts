/**
 * A phone line's parts, those present joined with ' · ' (a customer without e-mail shows only the
 * phone); null when none is, so the line has no empty second row. Its own module: the lists that
 * use it must not load the phone lines themselves, which only phones download.
 */
export const unidos = (...partes: (string | null | undefined)[]) => partes.filter(Boolean).join(' · ') || null;
