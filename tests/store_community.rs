//! The community's store (issue 14) on SQLite and on PostgreSQL (a real server the suite
//! starts itself; see `support/db.rs`): every test body below runs on both, as
//! `sqlite::NAME` and `postgres::NAME`.
//!
//! Tournaments from creation to the final standings, across a restart, each step claimed
//! once; entries and withdrawals; lapsing challenges and their channel's `challenge_days`;
//! the messages with buttons; spectators; the finished games page by page and a player's
//! games with their moves; aborted games in no statistics; a chat that changes its id.

mod support;

use bot::message::{Channel, Platform, User};
use bot::service::ServiceOptions;
use bot::store::{
    Challenged, GameStatus, Joined, Left, MessageContext, NewChallenge, Opened, Posting, Store,
    TournamentStatus, stand_in_id,
};
use support::db::{TestDb, on_both_databases};
use support::{TestBot, english_challenge};

on_both_databases!(
    worker_threads = 2;
    a_round_robin_is_played_to_its_end_across_a_restart,
    entries_withdrawals_and_one_open_tournament_a_channel,
    challenges_lapse_by_the_channel_setting_and_buttons_are_kept_until_forgotten,
    spectators_history_aborted_games_and_a_moved_chat,
    a_message_reads_what_its_answer_will_look_for_and_a_game_comes_with_its_players,
    an_inline_message_carries_one_game_and_a_game_posted_again_moves_to_its_new_message,
);

async fn bot_on(db: &TestDb) -> TestBot {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let options = ServiceOptions {
        images: false,
        ..ServiceOptions::default()
    };
    TestBot::at(db.url.clone(), dir, options).await
}

/// Plays one tournament game of Russian draughts: a move each, then `end` (`white resigns`,
/// `black resigns`, `draw`).
async fn play(bot: &TestBot, white: &str, black: &str, end: &str) {
    for (who, mv) in [(white, "c3-d4"), (black, "b6-a5")] {
        let said = bot.text(&format!("{who}: !move {mv}")).await;
        assert!(said.contains(mv), "{who} {mv}: {said}");
    }
    match end {
        "white resigns" => drop(bot.say(&format!("{white}: !resign")).await),
        "black resigns" => drop(bot.say(&format!("{black}: !resign")).await),
        _ => {
            bot.say(&format!("{white}: !draw")).await;
            bot.say(&format!("{black}: !draw")).await;
        }
    }
}

async fn a_round_robin_is_played_to_its_end_across_a_restart(db: TestDb) {
    let bot = bot_on(&db).await;
    let created = bot.text("admin: !tournament create russian days=2").await;
    assert!(created.contains("Tournament #1 is open"), "{created}");
    for who in ["alice", "bob", "carol"] {
        bot.say(&format!("{who}: !tournament join")).await;
    }
    let started = bot.text("admin: !tournament start").await;
    assert!(started.contains("round 1 of 3"), "{started}");

    let store = &bot.store;
    let t = store
        .channel_tournament("console", "console")
        .await
        .unwrap()
        .expect("the channel's tournament");
    assert_eq!(t.status, TournamentStatus::Running);
    assert_eq!(t.variant, "russian");
    assert_eq!(t.days_per_move, 2);
    assert_eq!(t.format.as_deref(), Some("round-robin"));
    assert_eq!((t.current_round, t.total_rounds), (1, Some(3)));
    assert_eq!(store.running_tournaments().await.unwrap().len(), 1);
    let entrants = store.entrants(t.id).await.unwrap();
    assert_eq!(entrants.len(), 3);
    assert!(entrants.iter().all(|e| e.seed.is_some()));
    // A round robin's pairings are all made at the start: three rounds of one game and a bye.
    let pairings = store.pairings(t.id).await.unwrap();
    assert_eq!(pairings.len(), 6, "{pairings:?}");
    let first: Vec<_> = pairings.iter().filter(|p| p.round == 1).collect();
    let game = first
        .iter()
        .find_map(|p| p.game_id)
        .expect("round 1's game");
    assert_eq!(store.tournament_of_game(game).await.unwrap(), Some(t.id));
    let row = store.game(game).await.unwrap().unwrap();
    assert_eq!(row.status, GameStatus::Active);
    assert_eq!(row.variant, "russian");
    assert_eq!(row.days_per_move, Some(2));
    assert!(row.rated);
    assert!(
        first
            .iter()
            .any(|p| p.black_id.is_none() && p.result.as_deref() == Some("bye")),
        "{first:?}"
    );

    // Round 1: carol (White) against bob, who resigns.
    play(&bot, "carol", "bob", "black resigns").await;
    let after = store.pairings(t.id).await.unwrap();
    let settled = after.iter().find(|p| p.game_id == Some(game)).unwrap();
    assert_eq!(settled.result.as_deref(), Some("white"));
    assert!(settled.reported);
    // The result is claimed once: a second claim changes nothing.
    assert!(
        !store
            .settle_pairing(t.id, settled.round, settled.board, "black")
            .await
            .unwrap()
    );

    // A restarted process goes on from the store alone.
    let bot = bot.restart().await;
    let store = &bot.store;
    assert_eq!(
        store.tournament(t.id).await.unwrap().unwrap().current_round,
        2
    );
    // Round 2: carol (White) against alice; carol resigns. Round 3: alice against bob, drawn.
    play(&bot, "carol", "alice", "white resigns").await;
    play(&bot, "alice", "bob", "draw").await;

    let done = store.tournament(t.id).await.unwrap().unwrap();
    assert_eq!(done.status, TournamentStatus::Finished);
    assert!(done.finished_at.is_some());
    assert!(store.running_tournaments().await.unwrap().is_empty());
    // The end is declared once.
    assert!(!store.finish_tournament(t.id).await.unwrap());
    let pairings = store.pairings(t.id).await.unwrap();
    assert!(
        pairings.iter().all(|p| p.result.is_some() && p.reported),
        "{pairings:?}"
    );
    // The finished tournament is still the channel's, for its final standings.
    let last = store
        .channel_tournament("console", "console")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(last.id, t.id);
    let standings = bot.text("dave: !tournament").await;
    assert!(standings.contains("final standings"), "{standings}");
    assert!(standings.contains("1. alice — 2½ pts in 3"), "{standings}");
    assert!(standings.contains("2. carol — 2 pts in 3"), "{standings}");
    assert!(standings.contains("3. bob — 1½ pts in 3"), "{standings}");
}

async fn entries_withdrawals_and_one_open_tournament_a_channel(db: TestDb) {
    let bot = bot_on(&db).await;
    let store = &bot.store;
    let create = || {
        store.create_tournament(
            "telegram",
            "-100",
            None,
            "-100",
            "international",
            3,
            Some(2),
            "1",
        )
    };
    let t = create().await.unwrap().expect("a new tournament");
    assert_eq!(t.status, TournamentStatus::Open);
    assert_eq!(t.rounds_asked, Some(2));
    // One open or running tournament a channel: the second creation finds the first.
    let again = create().await.unwrap();
    assert_eq!(again.map_err(|open| open.id), Err(t.id));
    // Elsewhere, another may open.
    let other = store
        .create_tournament("telegram", "-200", None, "-200", "russian", 3, None, "1")
        .await
        .unwrap()
        .expect("another channel's tournament");
    assert_ne!(other.id, t.id);

    assert_eq!(
        store.join_tournament(t.id, "10", "Ann").await.unwrap(),
        Joined::Joined
    );
    assert_eq!(
        store.join_tournament(t.id, "10", "Ann").await.unwrap(),
        Joined::Already
    );
    store.join_tournament(t.id, "20", "Ben").await.unwrap();
    // Before the start, leaving withdraws the entry; a second time there is nothing to leave.
    assert_eq!(
        store.leave_tournament(t.id, "20").await.unwrap(),
        Left::Withdrawn
    );
    assert_eq!(
        store.leave_tournament(t.id, "20").await.unwrap(),
        Left::NotIn
    );
    let entrants = store.entrants(t.id).await.unwrap();
    assert_eq!(
        entrants.iter().map(|e| e.name.as_str()).collect::<Vec<_>>(),
        ["Ann"]
    );
    assert!(store.pairings(t.id).await.unwrap().is_empty());
    assert_eq!(
        store
            .channel_tournament("telegram", "-100")
            .await
            .unwrap()
            .map(|t| t.id),
        Some(t.id)
    );
    assert!(
        store
            .channel_tournament("telegram", "-300")
            .await
            .unwrap()
            .is_none()
    );
}

async fn challenges_lapse_by_the_channel_setting_and_buttons_are_kept_until_forgotten(db: TestDb) {
    let bot = bot_on(&db).await;
    let store = &bot.store;
    let id = bot.say("alice: !challenge @bob english").await[0]
        .game
        .expect("a challenge");
    let pending = store.pending_challenges().await.unwrap();
    assert_eq!(pending.len(), 1);
    assert_eq!(pending[0].game.id, id);
    assert_eq!(pending[0].challenger_id, "alice");
    assert_eq!(pending[0].challenge_days, 7);
    assert_eq!(
        pending[0].expires_at(),
        pending[0].challenged_at + 7 * bot::clock::DAY
    );
    // The channel's setting decides how long a challenge waits.
    let set = bot.text("admin: !settings challenge_days 2").await;
    assert!(set.contains('2'), "{set}");
    let pending = store.pending_challenges().await.unwrap();
    assert_eq!(pending[0].challenge_days, 2);

    // The message carrying the challenge's buttons, as a platform named it.
    store
        .record_buttons("telegram", "-100", "55", id, "challenge")
        .await
        .unwrap();
    // Recorded twice (a retried report): still one row.
    store
        .record_buttons("telegram", "-100", "55", id, "challenge")
        .await
        .unwrap();
    let of_game = store.buttons_of_game(id).await.unwrap();
    assert_eq!(of_game.len(), 1);
    assert_eq!(of_game[0].prompt, "challenge");
    assert_eq!(of_game[0].status, GameStatus::Challenge);
    assert_eq!(store.all_buttons().await.unwrap().len(), 1);
    // Listed under the channel of its game.
    let here = store
        .buttons_in_channel("console", "console")
        .await
        .unwrap();
    assert_eq!(here.len(), 1, "{here:?}");
    assert_eq!(here[0].message_id, "55");
    // Forgotten once: the process that forgets them takes the buttons off.
    assert!(
        store
            .forget_buttons("telegram", "-100", "55")
            .await
            .unwrap()
    );
    assert!(
        !store
            .forget_buttons("telegram", "-100", "55")
            .await
            .unwrap()
    );
    assert!(store.buttons_of_game(id).await.unwrap().is_empty());
    // Recorded again, then the challenge answered: the answer takes them off (their row
    // goes with the reply that lists them to retire).
    store
        .record_buttons("telegram", "-100", "56", id, "challenge")
        .await
        .unwrap();
    let accepted = bot.say("bob: !accept").await;
    assert!(
        accepted[0]
            .retire
            .iter()
            .any(|m| m.chat == "-100" && m.message == "56"),
        "{:?}",
        accepted[0].retire
    );
    assert!(
        !store
            .forget_buttons("telegram", "-100", "56")
            .await
            .unwrap()
    );
    assert!(store.all_buttons().await.unwrap().is_empty());
    assert!(store.pending_challenges().await.unwrap().is_empty());
}

fn person(id: &str, name: &str, username: Option<&str>) -> User {
    User {
        platform: Platform::Console,
        id: id.into(),
        name: name.into(),
        username: username.map(String::from),
    }
}

async fn spectators_history_aborted_games_and_a_moved_chat(db: TestDb) {
    let bot = bot_on(&db).await;
    let store = &bot.store;
    let played = bot.start_opened("alice", "bob", "english").await;

    // A spectator: one subscription however often asked, listed by game and by person.
    let carol = person("carol", "carol", Some("carol_c"));
    store.upsert_user(&carol).await.unwrap();
    assert_eq!(
        store
            .username_of("console", "carol")
            .await
            .unwrap()
            .as_deref(),
        Some("carol_c")
    );
    assert_eq!(store.username_of("console", "nobody").await.unwrap(), None);
    let watched = bot.text("carol: !watch").await;
    assert!(watched.contains(&format!("#{played}")), "{watched}");
    assert!(
        !store.watch(played, &carol).await.unwrap(),
        "already watching"
    );
    assert_eq!(
        store
            .watchers(played)
            .await
            .unwrap()
            .iter()
            .map(|u| u.id.as_str())
            .collect::<Vec<_>>(),
        ["carol"]
    );
    assert_eq!(
        store
            .watched_by("console", "console", "carol")
            .await
            .unwrap(),
        [played]
    );
    assert!(store.unwatch(played, &carol).await.unwrap());
    assert!(!store.unwatch(played, &carol).await.unwrap());
    assert!(store.watch(played, &carol).await.unwrap());
    assert_eq!(store.unwatch_all(&carol).await.unwrap(), 1);
    assert!(store.watchers(played).await.unwrap().is_empty());

    // One game played to a result, one resigned before each side moved: aborted.
    bot.say("bob: !resign").await;
    let aborted = bot.start("alice", "dave", "english").await;
    let said = bot.text("dave: !resign").await;
    assert!(said.contains("aborted"), "{said}");
    let row = store.game(aborted).await.unwrap().unwrap();
    assert_eq!(row.result.as_deref(), Some("*"));
    // Statistics count the game played only.
    let results = store.results("console", "console", "alice").await.unwrap();
    assert_eq!(results.len(), 1, "{results:?}");
    assert_eq!(
        (results[0].wins, results[0].draws, results[0].losses),
        (1, 0, 0)
    );

    // The finished games, the most recent first, page by page.
    let (page, total) = store
        .finished_games("console", "console", 0, 10)
        .await
        .unwrap();
    assert_eq!(total, 2);
    assert_eq!(
        page.iter().map(|g| g.id).collect::<Vec<_>>(),
        [aborted, played]
    );
    let (second, _) = store
        .finished_games("console", "console", 1, 1)
        .await
        .unwrap();
    assert_eq!(second.iter().map(|g| g.id).collect::<Vec<_>>(), [played]);
    // Bob's games here, with their moves, for one PDN file.
    let bobs = store
        .games_with_events("console", "console", Some("bob"), 50)
        .await
        .unwrap();
    assert_eq!(bobs.len(), 1);
    assert_eq!(bobs[0].0.id, played);
    assert!(bobs[0].1.len() >= 2, "the moves: {:?}", bobs[0].1);
    let every = store
        .games_with_events("console", "console", None, 50)
        .await
        .unwrap();
    assert_eq!(every.len(), 2);

    // The chat changes its id: its games, settings and ratings follow; a second move finds
    // nothing left.
    bot.say("admin: !settings challenge_days 4").await;
    let open = bot.say("erin: !challenge @frank english").await[0]
        .game
        .unwrap();
    let moved = store
        .move_chat("console", "console", "console-2")
        .await
        .unwrap();
    assert_eq!(moved.games, 3, "{moved:?}");
    assert_eq!(moved.settings, 1, "{moved:?}");
    assert!(moved.ratings >= 2, "{moved:?}");
    assert!(
        store
            .move_chat("console", "console", "console-2")
            .await
            .unwrap()
            .is_empty()
    );
    for id in [played, aborted, open] {
        assert_eq!(
            store.game(id).await.unwrap().unwrap().channel_id,
            "console-2"
        );
    }
    let there = Channel {
        platform: Platform::Console,
        id: "console-2".into(),
        thread: None,
        community: "console-2".into(),
    };
    assert_eq!(
        store.channel_settings(&there).await.unwrap().challenge_days,
        4
    );
    let (page, total) = store
        .finished_games("console", "console-2", 0, 10)
        .await
        .unwrap();
    assert_eq!((page.len(), total), (2, 2));
    assert!(
        store
            .results("console", "console-2", "alice")
            .await
            .unwrap()
            .iter()
            .any(|r| r.wins == 1)
    );
}

fn channel(id: &str) -> Channel {
    Channel {
        platform: Platform::Console,
        id: id.into(),
        thread: None,
        community: "console".into(),
    }
}

async fn context_in(store: &Store, id: &str, user: &User) -> MessageContext {
    store
        .message_context(&channel(id), user)
        .await
        .expect("the context of a message")
}

async fn a_message_reads_what_its_answer_will_look_for_and_a_game_comes_with_its_players(
    db: TestDb,
) {
    let bot = bot_on(&db).await;
    let store = &bot.store;
    let played = bot.start_opened("alice", "bob", "english").await;
    let alice = person("alice", "alice", Some("alice"));
    let carol = person("carol", "carol", Some("carol_c"));

    // Nobody watches, no message carries buttons, nothing waits under alice's @handle.
    let quiet = context_in(store, "console", &alice).await;
    assert!(
        !quiet.watched && !quiet.buttons && !quiet.stand_in_waits,
        "{quiet:?}"
    );
    assert_eq!(
        (quiet.settings, quiet.author),
        (
            store.channel_settings(&channel("console")).await.unwrap(),
            store.person(&alice).await.unwrap()
        )
    );

    // A spectator of a game of this channel, buttons on a message of it: this channel's
    // messages look for them, another channel's do not.
    store.watch(played, &carol).await.unwrap();
    store
        .record_buttons("console", "console", "m1", played, "challenge")
        .await
        .unwrap();
    let busy = context_in(store, "console", &alice).await;
    assert!(busy.watched && busy.buttons, "{busy:?}");
    let elsewhere = context_in(store, "another", &alice).await;
    assert!(!elsewhere.watched && !elsewhere.buttons, "{elsewhere:?}");
    store.unwatch(played, &carol).await.unwrap();
    store
        .forget_buttons("console", "console", "m1")
        .await
        .unwrap();
    let quiet = context_in(store, "console", &alice).await;
    assert!(!quiet.watched && !quiet.buttons, "{quiet:?}");

    // A challenge to @Zed, whom the bot has not met: it waits under his @handle until he
    // speaks (as a Telegram adapter records it).
    let challenged = store
        .create_challenge(&NewChallenge {
            black_name: "Zed".into(),
            ..english_challenge("alice", &stand_in_id("Zed"))
        })
        .await
        .unwrap();
    let Challenged::Created(waiting) = challenged else {
        panic!("a new challenge")
    };
    let zed = person("z-1", "Zed", Some("zed"));
    assert!(context_in(store, "console", &zed).await.stand_in_waits);
    let nameless = person("z-2", "Zed", None);
    assert!(!context_in(store, "console", &nameless).await.stand_in_waits);
    assert_eq!(store.claim_handle(&zed).await.unwrap(), 1);
    assert!(!context_in(store, "console", &zed).await.stand_in_waits);
    let claimed = store.game(waiting.id).await.unwrap().unwrap();
    assert!(claimed.is_player("z-1"), "{claimed:?}");

    // A game with the players the store knows, as the store knows them; one it does not
    // know is not among them.
    store
        .upsert_user(&person("bob", "bob", Some("bob_b")))
        .await
        .unwrap();
    let (row, players) = store.game_and_players(played).await.unwrap().unwrap();
    assert_eq!(row, store.game(played).await.unwrap().unwrap());
    let mut ids: Vec<&str> = players.iter().map(|(id, _)| id.as_str()).collect();
    ids.sort();
    assert_eq!(ids, ["alice", "bob"]);
    let bob = &players.iter().find(|(id, _)| id == "bob").unwrap().1;
    assert_eq!(
        bob,
        &store.person(&person("bob", "bob", None)).await.unwrap()
    );
    assert_eq!(bob.username.as_deref(), Some("bob_b"));
    let (_, players) = store.game_and_players(claimed.id).await.unwrap().unwrap();
    let ids: Vec<&str> = players.iter().map(|(id, _)| id.as_str()).collect();
    assert_eq!(ids, ["alice"], "the store has no row of Zed's own id");
    assert!(
        store
            .game_and_players(played + 1000)
            .await
            .unwrap()
            .is_none()
    );

    // A command naming its game reads the same context and game in one statement: players
    // known or not, a game that does not exist, an author with a stand-in or without.
    store.watch(played, &carol).await.unwrap();
    let nobody = person("nobody", "nobody", None);
    for (game, author, channel_id) in [
        (played, &alice, "console"),
        (played, &zed, "console"),
        (claimed.id, &nameless, "another"),
        (played + 1000, &nobody, "console"),
    ] {
        let (context, named) = store
            .message_context_and_game(&channel(channel_id), author, game)
            .await
            .unwrap();
        assert_eq!(context, context_in(store, channel_id, author).await);
        assert_eq!(named, store.game_and_players(game).await.unwrap());
    }
    let (context, _) = store
        .message_context_and_game(&channel("console"), &alice, played)
        .await
        .unwrap();
    assert!(context.watched && !context.buttons, "{context:?}");

    // A command about the author's game, named by no number, reads the channel's open games
    // with the context: several, or none (one row of no game).
    for (author, channel_id) in [(&alice, "console"), (&zed, "console"), (&nobody, "empty")] {
        let (context, open) = store
            .message_context_and_open_games(&channel(channel_id), author)
            .await
            .unwrap();
        assert_eq!(context, context_in(store, channel_id, author).await);
        assert_eq!(
            open,
            store.open_games("console", channel_id).await.unwrap(),
            "{channel_id}"
        );
    }
    assert!(
        store.open_games("console", "console").await.unwrap().len() >= 2,
        "the channel has several open games"
    );
}

/// Issue 34: an inline message answered by two people at once carries one game; a message
/// closed without one stays closed; a game posted again takes its new message as its
/// channel; the key that signs open challenges is the same for every process.
async fn an_inline_message_carries_one_game_and_a_game_posted_again_moves_to_its_new_message(
    db: TestDb,
) {
    let (one, other) = (db.store().await, db.store().await);
    let challenge = |accepter: &str| NewChallenge {
        platform: "telegram".into(),
        channel_id: "AgAAAInline-1".into(),
        community: bot::message::PRIVATE_COMMUNITY.into(),
        challenged_id: accepter.into(),
        ..english_challenge("111", accepter)
    };
    let (bob, carol) = (challenge("222"), challenge("333"));
    let (first, second) = tokio::join!(
        one.open_private_challenge(&bob),
        other.open_private_challenge(&carol),
    );
    let outcomes = [first.unwrap(), second.unwrap()];
    let created: Vec<i64> = outcomes
        .iter()
        .filter_map(|o| match o {
            Opened::Created(row) => Some(row.id),
            Opened::Taken(_) => None,
        })
        .collect();
    assert_eq!(
        created.len(),
        1,
        "one of two answers at once wins: {outcomes:?}"
    );
    let game = created[0];
    assert!(
        outcomes.contains(&Opened::Taken(Posting::Game(game))),
        "{outcomes:?}"
    );
    assert_eq!(
        one.posting("telegram", "AgAAAInline-1").await.unwrap(),
        Posting::Game(game)
    );
    let row = one.game(game).await.unwrap().unwrap();
    assert_eq!(row.status, GameStatus::Challenge);
    assert_eq!(row.community, "private");

    // Declined before anyone accepted: closed for good.
    assert!(
        one.close_private_challenge("telegram", "AgAAAInline-2")
            .await
            .unwrap()
    );
    assert!(
        !other
            .close_private_challenge("telegram", "AgAAAInline-2")
            .await
            .unwrap()
    );
    assert_eq!(
        other.posting("telegram", "AgAAAInline-2").await.unwrap(),
        Posting::Closed
    );
    assert_eq!(
        other.posting("telegram", "AgAAAInline-3").await.unwrap(),
        Posting::Unknown
    );

    // Posted again: the new message is the game's; a message that carries something else
    // cannot take it.
    assert!(
        !one.repost_game(game, "telegram", "AgAAAInline-2")
            .await
            .unwrap()
    );
    assert!(
        one.repost_game(game, "telegram", "AgAAAInline-4")
            .await
            .unwrap()
    );
    let moved = other.game(game).await.unwrap().unwrap();
    assert_eq!(moved.channel_id, "AgAAAInline-4");
    assert!(moved.version > row.version, "copies read before are stale");
    assert_eq!(
        one.posting("telegram", "AgAAAInline-1").await.unwrap(),
        Posting::Game(game),
        "the old message still names its game"
    );
    let listed = other
        .open_games_in_community("telegram", "private", &row.black_id)
        .await
        .unwrap();
    assert_eq!(listed.iter().map(|g| g.id).collect::<Vec<_>>(), [game]);

    let (key, again) = tokio::join!(one.bot_secret("test-key"), other.bot_secret("test-key"));
    let key = key.unwrap();
    assert_eq!(key.len(), 64);
    assert_eq!(again.unwrap(), key, "every process signs with the same key");
    assert_ne!(one.bot_secret("another").await.unwrap(), key);
}
