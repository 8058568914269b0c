import { Placeholder } from '../common/Placeholder';

export const Dashboard = () => <Placeholder title="app.page.dashboard" />;
