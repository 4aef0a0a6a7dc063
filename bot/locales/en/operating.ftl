# A person's data (issue 36): !mydata sends it privately, !forget erases it.

command-mydata = Get what the bot holds about you, privately, as a file
slash-mydata = mydata
command-forget = Erase what the bot holds about you (admins: about someone)
slash-forget = forget
command-forget-person = whom to forget (admins only; default: you)
command-forget-me = me (or what its button sends)

# $records: how many records the file holds.
mydata-sent = I am sending you, privately, a JSON file of what I hold about you ({ $records } records).
# The caption of the file in the private message. $player: the person (a mention).
mydata-file = { $player }, here is what dama holds about you: your ids and names, preferences, games, ratings and subscriptions ({ $records } records). { CODE("!forget me") } erases it.
# Said in the channel when the private message is refused; the data was not sent. $player: a mention.
mydata-not-delivered = { $player }: I cannot write to you privately, so I did not send your data. Open a private chat with me (or allow direct messages), then { CODE("!mydata") } again.
forget-ask = This erases what I hold about you: your preferences, ratings, subscriptions, vacation days and digest go, and in finished games your name and id become an anonymous label (your opponents keep their results and ratings).
# $player: a person's name (no mention).
forget-ask-other = This erases what I hold about { $player } in this community: their ratings and subscriptions here go, and in finished games their name and id become an anonymous label (their opponents keep their results and ratings).
# $count: how many games; $games: their numbers (#3, #7).
forget-ask-live =
    { $count ->
        [one] The game under way, { $games }, is resigned first.
       *[other] The { $count } games under way, { $games }, are resigned first.
    }
# $count: how many challenges.
forget-ask-pending =
    { $count ->
        [one] The challenge waiting is withdrawn.
       *[other] The { $count } challenges waiting are withdrawn.
    }
forget-confirm = Press the button to confirm.
forget-button = Forget me
forget-button-other = Forget them
# $label: the anonymous label that replaces the name in finished games.
forgotten = Done: I hold nothing more about you. In finished games you are now { $label }.
# $player: the name of the person forgotten; $label: as above.
forgotten-other = Done: { $player } is forgotten in this community. In finished games they are now { $label }.
forget-not-yours = This button is for someone else. To have your own data erased, type { CODE("!forget me") }.
# $player: a person's name.
nothing-to-forget = I hold nothing about { $player } in this community.
