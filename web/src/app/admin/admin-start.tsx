import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router-dom';
import { t } from '../../../../engine/tekster';
import { adminMenu } from './admin-menu';

/** /app/admin: links to the admin screens. */
export function AdminStart() {
  return (
    <section>
      <h1>{t('web.admin.forside.titel')}</h1>
      <p>{t('web.admin.forside.intro')}</p>
      <ListGroup>
        {adminMenu.flatMap(({ til, etiket, genveje = [] }) => [
          <ListGroup.Item key={til} action as={Link} to={til}>
            {t(etiket)}
          </ListGroup.Item>,
          ...genveje.map((genvej) => (
            <ListGroup.Item key={genvej.til} action as={Link} to={genvej.til} className="ps-5">
              {t(genvej.etiket)}
            </ListGroup.Item>
          )),
        ])}
      </ListGroup>
    </section>
  );
}
