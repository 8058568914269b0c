/*
 * SAT's catalogue c_RegimenFiscal (CFDI 4.0): the tax regime a company or person declares, as the
 * settings screen offers it, the API checks it and the ticket prints it ('626 Régimen Simplificado
 * de Confianza'). Codes SAT retired before CFDI 4.0 (609 Consolidación, 628 Hidrocarburos, 629/630
 * regímenes preferentes y enajenación de acciones) are left out: an invoice issued today cannot
 * carry them. Pure data: the server's contract and the screen both read it.
 */
export const REGIMENES_FISCALES = [
    ['601', 'General de Ley Personas Morales'],
    ['603', 'Personas Morales con Fines no Lucrativos'],
    ['605', 'Sueldos y Salarios e Ingresos Asimilados a Salarios'],
    ['606', 'Arrendamiento'],
    ['607', 'Régimen de Enajenación o Adquisición de Bienes'],
    ['608', 'Demás ingresos'],
    ['610', 'Residentes en el Extranjero sin Establecimiento Permanente en México'],
    ['611', 'Ingresos por Dividendos (socios y accionistas)'],
    ['612', 'Personas Físicas con Actividades Empresariales y Profesionales'],
    ['614', 'Ingresos por intereses'],
    ['615', 'Régimen de los ingresos por obtención de premios'],
    ['616', 'Sin obligaciones fiscales'],
    ['620', 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos'],
    ['621', 'Incorporación Fiscal'],
    ['622', 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras'],
    ['623', 'Opcional para Grupos de Sociedades'],
    ['624', 'Coordinados'],
    ['625', 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas'],
    ['626', 'Régimen Simplificado de Confianza'],
] as const;

export type RegimenFiscal = (typeof REGIMENES_FISCALES)[number][0];

const NOMBRES = new Map<string, string>(REGIMENES_FISCALES);

/** The regime's name, or undefined for a code outside the catalogue. */
export const nombreDeRegimen = (codigo: string): string | undefined => NOMBRES.get(codigo);

/** Whether the code is one of the catalogue's. */
export const esRegimenFiscal = (codigo: string): codigo is RegimenFiscal => NOMBRES.has(codigo);

/** How a regime reads on a select and on the ticket: '626 Régimen Simplificado de Confianza'; an unknown code as itself. */
export const regimenConNombre = (codigo: string): string => {
    const nombre = NOMBRES.get(codigo);
    return nombre === undefined ? codigo : `${codigo} ${nombre}`;
};
