# Os dados de uma pessoa (issue 36): !mydata os envia em particular, !forget os apaga.

command-mydata = Receba em particular, como arquivo, o que o bot guarda sobre você
slash-mydata = meusdados
command-forget = Apague o que o bot guarda sobre você (admins: sobre alguém)
slash-forget = esquecer
command-forget-person = quem esquecer (só admins; padrão: você)
command-forget-me = me (ou o que o botão envia)

mydata-sent = Estou enviando a você em particular um arquivo JSON com o que guardo sobre você ({ $records } registros).
mydata-file = { $player }, aqui está o que o dama guarda sobre você: seus ids e nomes, preferências, partidas, ratings e inscrições ({ $records } registros). { CODE("!forget me") } apaga tudo.
mydata-not-delivered = { $player }: não consigo escrever para você em particular, então não enviei seus dados. Abra um chat privado comigo (ou permita mensagens diretas) e peça { CODE("!mydata") } de novo.
forget-ask = Isto apaga o que guardo sobre você: suas preferências, ratings, inscrições, dias de férias e resumo somem, e nas partidas terminadas seu nome e seu id viram um rótulo anônimo (seus adversários mantêm seus resultados e ratings).
forget-ask-other = Isto apaga o que guardo sobre { $player } nesta comunidade: seus ratings e inscrições aqui somem, e nas partidas terminadas seu nome e seu id viram um rótulo anônimo (os adversários mantêm seus resultados e ratings).
forget-ask-live =
    { $count ->
        [one] Antes, a partida em andamento, { $games }, é abandonada.
       *[other] Antes, as { $count } partidas em andamento, { $games }, são abandonadas.
    }
forget-ask-pending =
    { $count ->
        [one] O desafio pendente é retirado.
       *[other] Os { $count } desafios pendentes são retirados.
    }
forget-confirm = Toque no botão para confirmar.
forget-button = Esqueça-me
forget-button-other = Esquecer
forgotten = Pronto: não guardo mais nada sobre você. Nas partidas terminadas agora você é { $label }.
forgotten-other = Pronto: { $player } foi esquecido nesta comunidade. Nas partidas terminadas agora é { $label }.
forget-not-yours = Este botão é para outra pessoa. Para apagar seus próprios dados, digite { CODE("!forget me") }.
nothing-to-forget = Não guardo nada sobre { $player } nesta comunidade.
