# Los datos de una persona (issue 36): !mydata los envía en privado, !forget los borra.

command-mydata = Recibe en privado, como archivo, lo que el bot guarda sobre ti
slash-mydata = misdatos
command-forget = Borra lo que el bot guarda sobre ti (admins: sobre alguien)
slash-forget = olvidar
command-forget-person = a quién olvidar (solo admins; por defecto: tú)
command-forget-me = me (o lo que envía su botón)

mydata-sent = Te estoy enviando en privado un archivo JSON con lo que guardo sobre ti ({ $records } registros).
mydata-file = { $player }, esto es lo que dama guarda sobre ti: tus ids y nombres, preferencias, partidas, puntuaciones y suscripciones ({ $records } registros). { CODE("!forget me") } lo borra.
mydata-not-delivered = { $player }: no puedo escribirte en privado, así que no te envié tus datos. Abre un chat privado conmigo (o permite los mensajes directos) y vuelve a pedir { CODE("!mydata") }.
forget-ask = Esto borra lo que guardo sobre ti: tus preferencias, puntuaciones, suscripciones, días de vacaciones y resumen desaparecen, y en las partidas terminadas tu nombre y tu id pasan a ser una etiqueta anónima (tus rivales conservan sus resultados y puntuaciones).
forget-ask-other = Esto borra lo que guardo sobre { $player } en esta comunidad: sus puntuaciones y suscripciones aquí desaparecen, y en las partidas terminadas su nombre y su id pasan a ser una etiqueta anónima (sus rivales conservan sus resultados y puntuaciones).
forget-ask-live =
    { $count ->
        [one] Antes se abandona la partida en curso, { $games }.
       *[other] Antes se abandonan las { $count } partidas en curso, { $games }.
    }
forget-ask-pending =
    { $count ->
        [one] Se retira el desafío pendiente.
       *[other] Se retiran los { $count } desafíos pendientes.
    }
forget-confirm = Pulsa el botón para confirmar.
forget-button = Olvídame
forget-button-other = Olvidarle
forgotten = Hecho: ya no guardo nada sobre ti. En las partidas terminadas ahora eres { $label }.
forgotten-other = Hecho: { $player } ha sido olvidado en esta comunidad. En las partidas terminadas ahora es { $label }.
forget-not-yours = Este botón es para otra persona. Para borrar tus propios datos, escribe { CODE("!forget me") }.
nothing-to-forget = No guardo nada sobre { $player } en esta comunidad.
