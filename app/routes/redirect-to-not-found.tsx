import { redirect } from 'react-router'

/** The spec sends every unknown path to /404. */
export function loader() {
  return redirect('/404')
}
