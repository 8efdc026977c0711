import Alert from 'react-bootstrap/Alert';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router-dom';
import { t } from '@engine/tekster';
import { Indlaeser } from '../../shared/layout/indlaeser';
import { useAdminKonto } from '../../shared/admin-konto/admin-konto';
import '../../styles/list-group.scss';
import { menuFor } from './admin-menu';

/** /app/admin: links to the admin screens the signed-in role may use. */
export function AdminStart() {
  const konto = useAdminKonto();
  const menu = menuFor(konto?.roller);
  return (
    <section>
      <h1>{t('web.admin.forside.titel')}</h1>
      <p>{t('web.admin.forside.intro')}</p>
      {!konto && <Indlaeser />}
      {konto && menu.length === 0 && <Alert variant="warning">{t('web.admin.ingenAdgang')}</Alert>}
      <ListGroup>
        {menu.flatMap(({ til, etiket, genveje = [] }) => [
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
