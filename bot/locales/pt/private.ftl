## Partidas privadas: jogadas onde o bot não é membro (mensagens inline do Telegram,
## conversas do Discord onde uma pessoa instalou o aplicativo)

private-offer-title = Desafio de { $variant }
private-offer-anyone = O primeiro a aceitar joga com você
private-offer-you-play = você joga com as { $color }
private-offer-lot = cores por sorteio
private-unrated = sem rating
private-open-challenge = { $challenger } desafia você para { $variant }{ $extras }. O primeiro a aceitar joga com: { $side }.
private-side-by-lot = a cor sorteada
private-declined = { $decliner } recusou o desafio de { $challenger }.
private-withdrawn = { $challenger } retirou o desafio.
private-closed = Este desafio foi recusado ou retirado: não há nada a responder.
private-lapsed = Este desafio expirou: ninguém o aceitou em { $days }.
private-own-challenge = Este é o seu próprio desafio: outra pessoa o aceita. Recusar o retira.
private-not-the-bots = Este botão não foi criado pelo bot: nada foi feito.
private-other-game = Esse botão pertence à partida #{ $game }, que não está nesta mensagem: nada foi feito.
private-stale = A partida #{ $game } mudou desde que esse botão foi mostrado: aqui está ela como está agora.
private-moved = A partida #{ $game } continua numa mensagem mais recente: jogue lá.
private-waiting = { $player } está com a vez há { $span }.
private-draw-offered = { $player } propõe empate.
private-undo-requested = { $player } pede para voltar o último lance.
private-more-moves = { $shown } dos { $total } lances legais são botões; para outro, escreva { CODE("!move #", $game, " <lance>") } no seu chat privado com o bot.
private-draw-button = Propor empate
private-undo-button = Voltar o lance
private-resign-button = Abandonar
private-repost-title = Publicar aqui a partida #{ $game }
private-repost-description = { $white } contra { $black }, { $variant }
private-games-head = Suas partidas privadas (jogadas em chats onde o bot não é membro):
private-repost-hint = Se a mensagem de uma partida foi apagada, publique-a de novo: escreva { CODE("@", $bot, " #", $game) } num chat com seu adversário e escolha-a.
private-board-hint = Para ver uma de novo onde ela é jogada, use lá { CODE("/board #", $game) }.
private-repost-button = Publicar #{ $game } num chat
private-no-games = Você não joga nenhuma partida privada agora (uma partida num chat onde o bot não é membro).
private-stats-head = Em partidas privadas:
private-query-not-understood = Não entendido: “{ $query }” — toque para ajuda
private-meanwhile = Enquanto isso:
