import { Link } from "~/components/localized";
import { Bullets, EmailLink, linkClass, Section } from "./parts";

/** La política de privacidad en español (the English original: ./policy-en.tsx). */
export function PolicyEs() {
  return (
    <>
      <p className="text-lg text-slate-700">
        Esta política explica qué recopila Culture Directory cuando navegas por el directorio, publicas una organización
        o pagas un plan, por qué lo necesitamos y cómo puedes pedir que se borre. Recopilamos solo lo que el producto
        necesita, no vendemos datos personales y no mostramos publicidad.
      </p>

      <Section id="who-we-are">
        <p>
          Culture Directory es un directorio de startups y equipos descritos por su cultura, con guías de ciudades
          seleccionadas (Explorar) y perfiles de pago para organizaciones. Somos responsables de los datos personales
          descritos aquí. Puedes escribirnos a <EmailLink />.
        </p>
      </Section>

      <Section id="what-we-collect">
        <Bullets>
          <li>
            <strong className="text-slate-900">Datos de la cuenta.</strong> Si te registras con correo y contraseña: tu
            nombre, tu correo electrónico y tu contraseña, que guardamos solo como un hash con sal. Si inicias sesión
            con Google o GitHub: el identificador de la cuenta, el nombre, el correo y la foto de perfil que el
            proveedor comparte con nosotros. También guardamos si tu correo está verificado y tu rol (usuario o
            administrador).
          </li>
          <li>
            <strong className="text-slate-900">Cuentas de invitado.</strong> Los visitantes que no han iniciado sesión
            reciben automáticamente una cuenta de invitado anónima para que el sitio funcione igual para todos. Una
            cuenta de invitado no tiene nombre ni correo electrónico.
          </li>
          <li>
            <strong className="text-slate-900">Datos de organizaciones.</strong> Lo que escribes en el perfil de una
            organización: nombre, descripción, país, ubicación, año de fundación, enlaces, categorías y sus detalles,
            logotipo, banner e imágenes de categorías, y datos de Explorar como tu ciudad principal y las pruebas de
            presencia local. Registramos qué cuenta creó y qué cuenta reclamó cada organización. Una vez publicada, el
            perfil de una organización es público: ese es el propósito del directorio.
          </li>
          <li>
            <strong className="text-slate-900">Pagos.</strong> Los pagos los procesa Stripe. Los datos de la tarjeta van
            directamente a Stripe y nunca llegan a nuestros servidores. Recibimos y guardamos los identificadores de
            cliente y de suscripción de Stripe, el plan (mensual o anual), su estado y sus fechas de inicio y fin, y el
            nombre de la organización que paga. Cuando usas un código de invitado, registramos que se canjeó para tu
            organización.
          </li>
          <li>
            <strong className="text-slate-900">Boletín.</strong> Cuando te suscribes al boletín: tu correo electrónico,
            el idioma en que te suscribiste, si lo confirmaste y cuándo. Solo lo usamos para enviarte el boletín
            semanal; cada número tiene un enlace para darte de baja, que lo detiene al momento.
          </li>
          <li>
            <strong className="text-slate-900">Mensajes que nos envías.</strong> Cuando nos escribes, conservamos la
            conversación para responderte y para dar seguimiento a solicitudes como el borrado de datos.
          </li>
        </Bullets>
      </Section>

      <Section id="cookies">
        <p>
          Cuando inicias sesión, también como invitado, guardamos una cookie de sesión para que el sitio sepa quién ha
          iniciado sesión. Es estrictamente necesaria para que el sitio funcione y no se usa para nada más. El registro
          de la sesión en nuestro lado guarda la dirección IP y la descripción del navegador (user agent) del
          dispositivo que inició sesión, para detectar usos indebidos de las cuentas. Las sesiones caducan tras una
          semana sin uso, y cerrar sesión las termina al instante.
        </p>
        <p>No usamos cookies publicitarias ni cookies de seguimiento de terceros.</p>
      </Section>

      <Section id="analytics">
        <p>
          Para saber qué guías de ciudades y perfiles son útiles, contamos eventos como la visita a una página de
          Explorar, la visita a un perfil de Explorar o un clic en Reclamar perfil. Cada evento registra solo su tipo,
          la ciudad, la organización y el filtro de tema. También medimos lo rápido que cargan las páginas (métricas
          estándar de rendimiento web con la ruta de la página). La analítica no contiene identificadores personales: ni
          cuenta, ni correo electrónico, ni dirección IP, ni identificador de cookie. Para contar a un visitante una vez
          al día, un evento lleva un código calculado a partir del día, la dirección IP y el nombre del navegador;
          cambia cada día y no permite recuperar la dirección.
        </p>
        <p>
          Respetamos Do Not Track y Global Privacy Control: cuando tu navegador envía cualquiera de las dos señales,
          estos eventos de analítica no se envían.
        </p>
      </Section>

      <Section id="how-we-use">
        <Bullets>
          <li>
            Para hacer funcionar el directorio: mostrar las organizaciones publicadas y las guías de ciudades, y
            permitirte crear y editar las tuyas.
          </li>
          <li>
            Para iniciar tu sesión, verificar tu correo electrónico, restablecer tu contraseña y mantener segura tu
            cuenta.
          </li>
          <li>Para procesar pagos y reclamaciones y llevar los registros contables que exige la ley.</li>
          <li>
            Para enviar correos del servicio: verificación del correo, restablecimiento de contraseña y mensajes sobre
            tu perfil.
          </li>
          <li>Para mejorar el producto, con analítica agregada que no identifica a nadie.</li>
        </Bullets>
        <p>
          Tratamos los datos de la cuenta y de pago para cumplir nuestro contrato contigo, y los datos de seguridad y la
          analítica anónima por nuestro interés legítimo en un servicio seguro y útil.
        </p>
      </Section>

      <Section id="sharing">
        <p>
          No vendemos ni alquilamos datos personales. Solo los compartimos con los servicios que hacen funcionar el
          producto:
        </p>
        <Bullets>
          <li>Cloudflare aloja el sitio, su base de datos y las imágenes subidas.</li>
          <li>Stripe procesa los pagos y las suscripciones.</li>
          <li>Google y GitHub, solo cuando eliges iniciar sesión con ellos.</li>
          <li>
            Nuestro proveedor de envío de correo envía los correos de verificación y de restablecimiento de contraseña.
          </li>
        </Bullets>
        <p>También podemos revelar datos cuando la ley lo exija.</p>
      </Section>

      <Section id="retention">
        <Bullets>
          <li>
            Los datos de la cuenta y de las organizaciones se conservan hasta que los borres o nos pidas borrarlos.
          </li>
          <li>Las sesiones se borran cuando caducan o cuando cierras sesión.</li>
          <li>
            Los registros de pago se conservan el tiempo que exigen las leyes contables y fiscales, incluso después de
            borrar la cuenta; a partir de entonces ya no están vinculados a ninguna cuenta.
          </li>
          <li>
            Los eventos de analítica anónimos se borran a los 2 días, una vez contados; solo los totales por hora y por
            día se conservan más tiempo (los de una organización 30 días, el resto hasta 13 meses) para seguir
            tendencias. No identifican a nadie.
          </li>
        </Bullets>
      </Section>

      <Section id="your-rights">
        <p>
          Puedes ver y corregir los datos de tu cuenta en tu panel, y editar o borrar las organizaciones que creaste
          desde sus páginas. Puedes borrar tu cuenta tú mismo en la configuración de la cuenta de tu panel.
        </p>
        <p>
          También puedes pedirnos una copia de los datos que tenemos sobre ti, corregirlos o borrarlos, escribiendo a{" "}
          <EmailLink /> desde el correo de tu cuenta. Las solicitudes de borrado de datos se atienden en un plazo de 30
          días. Si crees que tratamos tus datos de forma incorrecta, también puedes reclamar ante tu autoridad de
          protección de datos.
        </p>
      </Section>

      <Section id="security">
        <p>
          El sitio se sirve solo por HTTPS, las contraseñas se guardan como hashes con sal, los datos de las tarjetas se
          quedan en Stripe y las acciones administrativas se registran en un registro de auditoría. Ningún sistema es
          perfectamente seguro: si notas un problema, avísanos.
        </p>
      </Section>

      <Section id="children">
        <p>
          Culture Directory está pensado para profesionales y no está dirigido a menores de 16 años. No recopilamos sus
          datos a sabiendas; si crees que un menor nos ha dado datos personales, contáctanos y los borraremos.
        </p>
      </Section>

      <Section id="changes">
        <p>
          Cuando cambiamos esta política actualizamos esta página y la fecha del principio. Si los cambios son
          importantes, también avisamos por correo a los titulares de cuentas antes de que entren en vigor.
        </p>
      </Section>

      <Section id="contact">
        <p>
          Preguntas sobre esta política o tus datos: escribe a <EmailLink />. Nuestro horario de atención es de lunes a
          viernes de 9 a 17 h. Tienes más formas de contactarnos en la{" "}
          <Link to="/contact" className={linkClass}>
            página de contacto
          </Link>
          .
        </p>
      </Section>
    </>
  );
}
