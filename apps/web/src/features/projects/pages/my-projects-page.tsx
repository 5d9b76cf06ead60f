import { MyProjectsBox } from '../../../components/projects/my-projects-box';

/** The grantee's Projects page (the dashboard menu's entry): every funded project they own or are named on. */
export function MyProjectsPage() {
  return <MyProjectsBox page />;
}
