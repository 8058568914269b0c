/**
 * The time zones the settings offer: Mexico's own first (IANA's, in the order of its map from
 * the centre out; each labelled in resources.configuracion.zonas), then every other the browser
 * knows, by name. The zone saved, even one the list lacks (an alias), is always among them.
 */
export const ZONAS_DE_MEXICO = [
    'America/Mexico_City',
    'America/Monterrey',
    'America/Merida',
    'America/Chihuahua',
    'America/Bahia_Banderas',
    'America/Cancun',
    'America/Mazatlan',
    'America/Hermosillo',
    'America/Tijuana',
    'America/Ciudad_Juarez',
    'America/Ojinaga',
    'America/Matamoros',
] as const;

const todas = (): string[] => {
    try {
        return Intl.supportedValuesOf('timeZone');
    } catch {
        return [];
    }
};

/** The select's zones, Mexico's first; `actual` (the saved one) included. */
export const zonasDisponibles = (actual?: string | null): { mexico: string[]; otras: string[] } => {
    const mexico: string[] = [...ZONAS_DE_MEXICO];
    const otras = todas().filter((z) => !mexico.includes(z));
    if (actual && !mexico.includes(actual) && !otras.includes(actual)) otras.unshift(actual);
    return { mexico, otras };
};
