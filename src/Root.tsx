import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';

/**
 * The app under real paths (/ventas, not react-admin's default hash URLs /#/ventas): the spec's
 * routes are paths. A data router like react-admin's own, so useBlocker (warnWhenUnsavedChanges)
 * keeps working. Created once per mount, from the location the page was opened at.
 *
 * `useTransitions={false}`: by default react-router 7 applies navigations inside
 * React.startTransition. When react-admin sends a visitor without a session to /login it also
 * clears the query cache, which re-runs checkAuth and logout in a loop of urgent updates; the
 * pending transition to /login never commits and the screen stays blank (seen with react-admin
 * 5.15 + react-router 7.18, also with react-admin's own hash router). Synchronous navigation
 * commits /login at once, which ends the loop.
 */
export const Root = () => {
    const [router] = useState(() => createBrowserRouter([{ path: '*', element: <App /> }]));
    return <RouterProvider router={router} useTransitions={false} />;
};
