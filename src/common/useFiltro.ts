import { useInput, useListContext } from 'react-admin';

/**
 * A list filter's input, bound to the list's filter form and starting from that filter's value in
 * the URL. react-admin's filter form copies the URL's filters into the inputs it has when it
 * mounts: an input that appears later (the history's customer and seller filters wait for the
 * session's permissions and the users list) showed nothing after F5, a blank box and no clear
 * button, while the list stayed filtered by it.
 */
export const useFiltro = (source: string) => {
    const { filterValues } = useListContext();
    return useInput({ source, defaultValue: filterValues?.[source] });
};
