import { Notification, type NotificationProps, useNotificationContext } from 'react-admin';

/** How long a message stays once another is waiting behind it (react-admin's default is 4 s for each). */
export const ESPERA_CON_COLA_MS = 1500;

/**
 * react-admin's notification, shown one at a time, but a message with another queued behind it
 * leaves after ESPERA_CON_COLA_MS instead of its full 4 s, so the second one (a failure after a
 * success, say) is not kept waiting. MUI restarts the snackbar's timer when its duration changes:
 * the first still gets that long on screen after the second arrives. Every mutation of the app is
 * pessimistic, so no undoable message is cut short.
 */
export const Notificacion = (props: NotificationProps) => {
    const { notifications } = useNotificationContext();
    return <Notification {...props} autoHideDuration={notifications.length > 0 ? ESPERA_CON_COLA_MS : props.autoHideDuration} />;
};
