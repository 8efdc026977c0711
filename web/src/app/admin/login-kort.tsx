import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { t } from '@engine/tekster';

/** The card the secretariat signs in on, by password (demo) or with the organisation's account. */
export function LoginKort({ children }: { children: ReactNode }) {
  return (
    <Row className="justify-content-center">
      <Col md={7} lg={5}>
        <Card>
          <Card.Body>
            <Card.Title as="h1" className="h4 mb-3">
              {t('web.admin.login.titel')}
            </Card.Title>
            {children}
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}
