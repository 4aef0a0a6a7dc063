## Private games: played where the bot is no member (Telegram inline messages, Discord
## conversations where a person installed the app)

# $variant: the variant's name (with ", giveaway"). The title of an inline result.
private-offer-title = Challenge to { $variant }
# Parts of the line under an inline result, joined by " · ".
private-offer-anyone = The first to accept plays you
# $color: the colour the challenger plays.
private-offer-you-play = you play { $color }
private-offer-lot = colours by lot
private-unrated = unrated
# $challenger: name; $variant; $extras: " (giveaway, 3 days per move)" or nothing; $side: the colour the one who accepts plays, or private-side-by-lot.
private-open-challenge = { $challenger } challenges you to { $variant }{ $extras }. The first to accept plays { $side }.
private-side-by-lot = the colour drawn by lot
# $decliner, $challenger: names.
private-declined = { $decliner } declined { $challenger }'s challenge.
# $challenger: name.
private-withdrawn = { $challenger } withdrew the challenge.
private-closed = This challenge was declined or withdrawn: there is nothing to answer.
# $days: a clock-days text.
private-lapsed = This challenge lapsed: nobody accepted it within { $days }.
private-own-challenge = This is your own challenge: someone else accepts it. Decline withdraws it.
private-not-the-bots = This button was not made by the bot: nothing was done.
private-other-game = That button belongs to game #{ $game }, which this message does not carry: nothing was done.
private-stale = Game #{ $game } has changed since that button was shown: here it is as it stands.
private-moved = Game #{ $game } goes on in a newer message: play there.
# $player: name; $span: a time such as "2 d 3 h".
private-waiting = { $player } has had the move for { $span }.
# $player: name.
private-draw-offered = { $player } offers a draw.
# $player: name.
private-undo-requested = { $player } asks to take back their last move.
private-more-moves = { $shown } of the { $total } legal moves are buttons; for another, type { CODE("!move #", $game, " <move>") } in your private chat with the bot.
private-draw-button = Offer a draw
private-undo-button = Take back
private-resign-button = Resign
# The title of an inline result that posts a game again.
private-repost-title = Post game #{ $game } here
# $white, $black: names; $variant.
private-repost-description = { $white } vs { $black }, { $variant }
private-games-head = Your private games (played in chats where the bot is no member):
# $bot: the bot's username without @.
private-repost-hint = If a game's message was deleted, post it again: type { CODE("@", $bot, " #", $game) } in a chat with your opponent and choose it.
private-board-hint = To see one again where it is played, use { CODE("/board #", $game) } there.
private-repost-button = Post #{ $game } in a chat
private-no-games = You play no private game now (a game in a chat where the bot is no member).
private-stats-head = In private games:
# $query: what was typed after the bot's name (cut).
private-query-not-understood = Not understood: “{ $query }” — tap for help
private-meanwhile = Meanwhile:
