//! The service as players meet it: commands in, replies out, on a real SQLite file.

mod support;

use bot::command::COMMANDS;
use bot::message::{Incoming, Span};
use rules::{Game, GameOptions, Position, Variant};
use support::{TestBot, is_board, message, slash, text};

#[tokio::test]
async fn a_challenge_is_answered_only_by_the_challenged() {
    let bot = TestBot::new().await;
    let replies = bot.say("alice: !challenge @bob english white").await;
    assert_eq!(replies.len(), 1);
    let offer = &replies[0];
    assert!(offer.mentions().any(|u| u.id == "bob"), "{offer:?}");
    let commands: Vec<&str> = offer.buttons.iter().map(|b| b.command.as_str()).collect();
    assert_eq!(commands, ["!accept #1 challenge", "!decline #1 challenge"]);
    assert!(text(&replies).contains("English draughts"));

    assert!(bot.text("carol: !accept #1").await.contains("Only bob"));
    assert!(
        bot.text("alice: !accept #1")
            .await
            .contains("your own challenge")
    );
    assert!(
        bot.text("alice: !move 22-18")
            .await
            .contains("has not started")
    );
    assert!(
        bot.text("alice: !challenge @bob")
            .await
            .contains("already a challenge"),
        "one open game per pair"
    );

    let started = bot.say("bob: !accept").await;
    assert!(is_board(&started[0]));
    let caption = text(&started);
    assert!(caption.contains("Game #1 starts"), "{caption}");
    // English: Black moves first, and Black is bob.
    assert!(caption.contains("@bob to move, Black, move 1"), "{caption}");
    assert!(started[0].mentions().any(|u| u.id == "bob"));
}

#[tokio::test]
async fn declined_and_cancelled_challenges() {
    let bot = TestBot::new().await;
    bot.say("alice: !challenge @bob italian").await;
    assert!(
        bot.text("bob: !decline")
            .await
            .contains("declines your challenge")
    );
    assert!(
        bot.text("bob: !accept #1")
            .await
            .contains("declined or withdrawn")
    );
    bot.say("alice: !challenge @bob italian").await;
    assert!(
        bot.text("bob: !cancel #2")
            .await
            .contains("Only alice can withdraw")
    );
    assert!(
        bot.text("alice: !cancel")
            .await
            .contains("withdraws the challenge #2")
    );
    assert!(
        bot.text("alice: !cancel")
            .await
            .contains("no challenge or offer")
    );
    assert!(
        bot.text("alice: !challenge @alice")
            .await
            .contains("cannot challenge yourself")
    );
    assert!(
        bot.text("alice: !challenge @bob english soffio")
            .await
            .contains("only in Spanish")
    );
}

#[tokio::test]
async fn moves_are_played_in_turn_and_refusals_are_explained() {
    let bot = TestBot::new().await;
    bot.start("alice", "bob", "english").await;
    let not_yet = bot.text("alice: !move 22-18").await;
    assert!(not_yet.contains("not your turn"), "{not_yet}");

    let replies = bot.say("bob: !move 11-15").await;
    assert!(is_board(&replies[0]));
    let caption = text(&replies);
    assert!(
        caption.contains("#1 bob (Black) 11-15. @alice to move, White, move 1."),
        "{caption}"
    );
    assert!(replies[0].mentions().any(|u| u.id == "alice"));
    assert!(replies[0].body.contains(&Span::Code("11-15".into())));

    bot.say("alice: !move 22-18").await;
    let refused = bot.text("bob: !move 9-13").await;
    assert!(refused.contains("Capture is compulsory"), "{refused}");
    assert!(refused.contains("15x22"), "{refused}");
    let why = bot.text("bob: !why").await;
    assert!(
        why.contains("Your move 9-13 (move 2) was refused by the rule Capture is compulsory"),
        "{why}"
    );
    assert!(
        why.contains("when a capture is possible you must capture"),
        "{why}"
    );
    let why_move = bot.text("alice: !why 15x22").await;
    assert!(
        why_move.contains("(for Black, who is to move) 15x22 is legal, taking 1"),
        "{why_move}"
    );

    let capture = text(&bot.say("bob: !m 15 × 22").await);
    assert!(capture.contains("15x22 — takes 1 (18)"), "{capture}");
    let why_last = bot.text("alice: !why").await;
    assert!(
        why_last.contains("The last move, bob's 15x22 is legal"),
        "{why_last}"
    );
    let moves = bot.text("alice: !moves").await;
    assert!(moves.contains("25x18, 26x17"), "{moves}");
    assert!(bot.text("alice: !moves 26").await.contains("26x17."));
    assert!(
        bot.text("alice: !move 24-20")
            .await
            .contains("Capture is compulsory")
    );
    assert!(
        bot.text("alice: !move hello")
            .await
            .contains("is not a move")
    );
    assert!(
        bot.text("alice: !move 23-40")
            .await
            .contains("not a playable square")
    );
    let board = bot.say("carol: !board").await;
    assert!(
        is_board(&board[0]),
        "spectators see the channel's only game"
    );
}

#[tokio::test]
async fn a_player_with_several_games_names_one() {
    let bot = TestBot::new().await;
    bot.start("alice", "bob", "english").await;
    bot.start("alice", "carol", "english").await;
    bot.say("bob: !move 11-15").await;
    assert!(
        bot.text("alice: !move 22-18")
            .await
            .contains("#1 alice (White) 22-18")
    );
    bot.say("bob: !move 15x22").await;
    bot.say("carol: !move 11-15").await;
    let which = bot.text("alice: !move 25x18").await;
    assert!(which.contains("Which game? #1 against bob"), "{which}");
    assert!(which.contains("#2 against carol"), "{which}");
    assert!(bot.text("alice: !move #1 25x18").await.contains("takes 1"));
    // Now only game #2 waits for alice.
    assert!(
        bot.text("alice: !move 22-18")
            .await
            .contains("#2 alice (White) 22-18")
    );
    assert!(
        bot.text("alice: !move #99 22-18")
            .await
            .contains("no game #99")
    );
    assert!(
        bot.text("dave: !move #1 9-13")
            .await
            .contains("You do not play in game #1")
    );
    let games = bot.text("dave: !games").await;
    assert!(
        games.contains("#1 English draughts — alice (White) vs bob (Black)"),
        "{games}"
    );
    assert!(games.contains("#2"), "{games}");
}

#[tokio::test]
async fn undo_needs_the_opponents_consent() {
    let bot = TestBot::new().await;
    bot.start("alice", "bob", "english").await;
    assert!(
        bot.text("bob: !undo")
            .await
            .contains("no move to take back")
    );
    bot.say("bob: !move 11-15").await;
    let asked = bot.say("bob: !undo").await;
    assert!(text(&asked).contains("asks to take back 11-15"));
    assert!(asked[0].mentions().any(|u| u.id == "alice"));
    assert_eq!(asked[0].buttons.len(), 2);
    assert!(
        bot.text("bob: !accept")
            .await
            .contains("Nothing here waits")
    );
    assert!(
        bot.text("bob: !undo")
            .await
            .contains("waits for alice's answer")
    );
    let undone = bot.say("alice: !accept").await;
    assert!(is_board(&undone[0]));
    assert!(text(&undone).contains("taken back 11-15. @bob to move, Black, move 1."));

    // After the reply, both moves go back; a move lets a pending request lapse.
    bot.say("bob: !move 11-15").await;
    bot.say("alice: !move 22-18").await;
    bot.say("bob: !undo").await;
    assert!(
        bot.text("alice: !decline")
            .await
            .contains("declines your take-back request")
    );
    bot.say("bob: !undo").await;
    let undone = text(&bot.say("alice: !yes").await);
    assert!(undone.contains("taken back 11-15, 22-18"), "{undone}");
    bot.say("bob: !move 9-13").await;
    bot.say("bob: !undo").await;
    bot.say("alice: !move 22-18").await;
    assert!(
        bot.text("alice: !accept")
            .await
            .contains("Nothing here waits")
    );
    let pdn = bot.text("alice: !pdn").await;
    assert!(pdn.contains("1. 9-13 22-18"), "{pdn}");
}

#[tokio::test]
async fn draws_by_agreement_and_declined_offers() {
    let bot = TestBot::new().await;
    bot.start_opened("alice", "bob", "english").await;
    let offered = bot.say("alice: !draw").await;
    assert!(text(&offered).contains("offers a draw in #1"));
    assert!(offered[0].mentions().any(|u| u.id == "bob"));
    assert!(
        bot.text("alice: !draw")
            .await
            .contains("waits for bob's answer")
    );
    assert!(
        bot.text("bob: !decline")
            .await
            .contains("declines your draw offer")
    );
    bot.say("bob: !draw").await;
    let agreed = bot.text("alice: !draw").await;
    assert!(
        agreed.contains("Game #1 is over: draw: agreed by both players"),
        "{agreed}"
    );
    let over = bot.text("bob: !move #1 11-15").await;
    assert!(
        over.contains("Game #1 is over (draw: agreed by both players)"),
        "{over}"
    );
    let stats = bot.text("alice: !stats").await;
    assert!(
        stats.contains("English draughts: 0 won, 1 drawn, 0 lost"),
        "{stats}"
    );
}

#[tokio::test]
async fn the_italian_count_is_asked_for_and_refused_elsewhere() {
    let bot = TestBot::new().await;
    bot.start("alice", "bob", "italian").await;
    let count = bot.text("alice: !draw count").await;
    assert!(count.contains("asks for the 40-move count"), "{count}");
    assert!(
        bot.text("bob: !draw count")
            .await
            .contains("already running")
    );
    let caption = bot.text("alice: !move 21-17").await;
    assert!(
        caption.contains("40-move count asked by White: 0 of 40"),
        "{caption}"
    );
    bot.start("carol", "dave", "english").await;
    let refused = bot.text("carol: !draw count").await;
    assert!(
        refused.contains("has no move count to ask for"),
        "{refused}"
    );
}

#[tokio::test]
async fn resignation_only_by_players_and_stats() {
    let bot = TestBot::new().await;
    bot.start_opened("alice", "bob", "dameo").await;
    assert!(
        bot.text("carol: !resign #1")
            .await
            .contains("do not play in game #1")
    );
    let resigned = bot.say("bob: !resign").await;
    let t = text(&resigned);
    assert!(
        t.contains("Game #1 is over: @alice (White) wins — @bob (Black) resigned."),
        "{t}"
    );
    assert!(
        bot.text("alice: !resign")
            .await
            .contains("no game in this channel")
    );
    assert!(
        bot.text("alice: !stats")
            .await
            .contains("Dameo: 1 won, 0 drawn, 0 lost")
    );
    assert!(
        bot.text("alice: !stats @bob")
            .await
            .contains("Dameo: 0 won, 0 drawn, 1 lost")
    );
    let pdn = bot.text("alice: !pdn #1").await;
    assert!(pdn.contains("[Result \"1-0\"]"), "{pdn}");
    assert!(
        pdn.contains(&format!("[GameType \"{}\"]", rules::DAMEO_GAME_TYPE)),
        "{pdn}"
    );
}

/// `!pdn` with no game named is the author's last game, however many games others finished
/// in the channel since.
#[tokio::test]
async fn the_last_game_is_found_in_a_busy_channel() {
    let bot = TestBot::with_options(bot::service::ServiceOptions {
        images: false,
        ..Default::default()
    })
    .await;
    bot.start("alice", "bob", "english").await;
    bot.say("bob: !resign").await;
    for _ in 0..51 {
        bot.start("carol", "dave", "english").await;
        bot.say("dave: !resign").await;
    }
    let pdn = bot.text("alice: !pdn").await;
    assert!(pdn.contains("[Event \"dama #1\"]"), "{pdn}");
}

#[tokio::test]
async fn soffio_lets_the_opponent_huff() {
    // Find, with the rules crate, a line where the side to move has a capture.
    let mut game = Game::with_options(
        Variant::Spanish,
        GameOptions {
            soffio: true,
            ..GameOptions::default()
        },
    )
    .unwrap();
    let mut line = Vec::new();
    while !game.position().has_capture() {
        let mv = game.position().legal_moves()[0];
        line.push(game.position().move_text(&mv));
        game.play(&mv).unwrap();
    }
    let quiet = game
        .position()
        .soffio_moves()
        .into_iter()
        .find(|m| !m.is_capture())
        .expect("a quiet move besides the capture");
    let quiet_text = game.position().move_text(&quiet);
    let report = game.play(&quiet).unwrap();
    let offer = report.huff_offer.expect("soffio offers a huff");
    let square = Variant::Spanish.square_name(offer.squares[0]);

    let bot = TestBot::new().await;
    bot.start("alice", "bob", "spanish soffio").await;
    for (i, mv) in line.iter().enumerate() {
        let who = if i.is_multiple_of(2) { "alice" } else { "bob" };
        assert!(
            bot.text(&format!("{who}: !move {mv}"))
                .await
                .contains("to move")
        );
    }
    let mover = if line.len().is_multiple_of(2) {
        "alice"
    } else {
        "bob"
    };
    let other = if mover == "alice" { "bob" } else { "alice" };
    let ignored = bot.text(&format!("{mover}: !move {quiet_text}")).await;
    assert!(ignored.contains("Soffio"), "{ignored}");
    let huffed = bot.text(&format!("{other}: !huff {square}")).await;
    assert!(
        huffed.contains(&format!("huffs the piece on {square}")),
        "{huffed}"
    );
    assert!(
        bot.text(&format!("{other}: !huff {square}"))
            .await
            .contains("nothing to huff")
    );
}

#[tokio::test]
async fn italian_channel_texts() {
    let bot = TestBot::new().await;
    let saved = bot.text("alice: !settings language it").await;
    assert!(saved.starts_with("Salvato."), "{saved}");
    let offer = bot.text("alice: !challenge @bob italian white").await;
    assert!(offer.contains("ti sfida a dama italiana"), "{offer}");
    let started = bot.text("bob: !accept").await;
    assert!(started.contains("Inizia la partita #1"), "{started}");
    let moved = bot.text("alice: !move 21-17").await;
    assert!(moved.contains("Tocca a @bob, Nero, mossa 1."), "{moved}");
    bot.say("bob: !move 11-14").await;
    bot.say("alice: !move 22-18").await;
    let refused = bot.text("bob: !move 9-13").await;
    assert!(refused.contains("La presa è obbligatoria"), "{refused}");
    let why = bot.text("bob: !why").await;
    assert!(why.contains("è stata rifiutata per la regola"), "{why}");
    assert!(
        bot.text("bob: !frobnicate")
            .await
            .contains("Non conosco il comando")
    );
    // A player may prefer English in an Italian channel.
    assert!(
        bot.text("bob: !prefs language en")
            .await
            .contains("Your preferences")
    );
    assert!(
        bot.text("bob: !move 9-13")
            .await
            .contains("Capture is compulsory")
    );
    // Only admins change channel settings.
    let not_admin = Incoming {
        author_is_admin: false,
        ..message("bob: !settings variant dameo")
    };
    let replies = bot.service.handle(not_admin).await;
    assert!(text(&replies).contains("Only the channel's admins"));
}

#[tokio::test]
async fn the_channel_variant_is_the_default() {
    let bot = TestBot::new().await;
    bot.say("alice: !settings variant international").await;
    let offer = bot.text("alice: !challenge @bob").await;
    assert!(offer.contains("International draughts"), "{offer}");
    assert!(
        bot.text("alice: !rules")
            .await
            .contains("International draughts")
    );
    assert!(bot.text("alice: !help").await.contains("32-28"));
}

#[tokio::test]
async fn every_command_has_help_and_every_mistake_an_answer() {
    let bot = TestBot::new().await;
    for command in COMMANDS {
        let help = bot.text(&format!("alice: !help {}", command.name)).await;
        assert!(help.contains(command.example), "{}: {help}", command.name);
    }
    for line in [
        "!challenge",
        "!challenge @bob klingon",
        "!challenge @bob days=0",
        "!move",
        "!board #x",
        "!board #0",
        "!resign now",
        "!rules italian cheese",
        "!frobnicate",
        "!moves 22 23",
        "!why",
        "!draw",
        "!undo",
        "!accept",
        "!decline",
        "!cancel",
        "!huff 23",
        "!pdn",
        "!board",
        "!moves",
        "!settings language klingon",
        "!prefs flip maybe",
        "!top",
        "!replay",
        "!chart",
        "/help@dama_bot",
        "!help frobnicate",
    ] {
        let replies = bot.say(&format!("alice: {line}")).await;
        assert!(!replies.is_empty(), "silence for {line}");
        assert!(!text(&replies).trim().is_empty(), "empty answer for {line}");
    }
    assert!(bot.say("alice: hello everyone").await.is_empty());
    assert!(bot.say("alice: /move@other_bot 11-15").await.is_empty());
}

#[tokio::test]
async fn slash_refusals_are_for_the_author_only() {
    let bot = TestBot::new().await;
    bot.start("alice", "bob", "english").await;
    let replies = bot.service.handle(slash("alice: !move 22-18")).await;
    assert!(replies[0].ephemeral);
    let replies = bot.service.handle(slash("bob: !move 11-15")).await;
    assert!(!replies[0].ephemeral);
}

#[tokio::test]
async fn autocomplete_lists_the_moves_of_the_player_to_move() {
    let bot = TestBot::new().await;
    bot.start("alice", "bob", "english").await;
    let channel = bot::adapters::console::channel();
    let bob = bot::adapters::console::user("bob");
    let alice = bot::adapters::console::user("alice");
    assert_eq!(
        bot.service.legal_moves_for(&channel, &bob).await,
        Position::start(Variant::English).legal_move_texts()
    );
    assert!(
        bot.service
            .legal_moves_for(&channel, &alice)
            .await
            .is_empty()
    );
}

#[tokio::test]
async fn a_tampered_game_is_refused_not_guessed() {
    let bot = TestBot::new().await;
    let id = bot.start("alice", "bob", "english").await;
    bot.say("bob: !move 11-15").await;
    sqlx::query("UPDATE games SET fen = 'W:W32:B1' WHERE id = ?")
        .bind(id)
        .execute(bot.store.pool())
        .await
        .unwrap();
    let answer = bot.text("alice: !move 22-18").await;
    assert!(answer.contains("Something went wrong"), "{answer}");
    let events = bot.store.events(id).await.unwrap();
    assert_eq!(events.len(), 1, "nothing was added to the game");
}

#[tokio::test]
async fn an_in_memory_database_is_one_database() {
    let store = bot::store::Store::connect("sqlite::memory:").await.unwrap();
    let service = bot::service::Service::new(store, bot::service::ServiceOptions::default());
    service
        .handle(message("alice: !challenge @bob english white"))
        .await;
    let started = text(&service.handle(message("bob: !accept")).await);
    assert!(started.contains("Game #1 starts"), "{started}");
}

#[tokio::test]
async fn help_fits_in_one_discord_message() {
    let bot = TestBot::new().await;
    for language in ["en", "it"] {
        bot.say(&format!("alice: !settings language {language}"))
            .await;
        for line in ["!help", "!variants", "!rules international", "!rules dameo"] {
            let replies = bot.say(&format!("alice: {line}")).await;
            // Code spans gain two backticks each on Discord.
            let length = text(&replies).chars().count()
                + 2 * replies[0]
                    .body
                    .iter()
                    .filter(|s| matches!(s, Span::Code(_)))
                    .count();
            assert!(length < 2000, "{language} {line}: {length}");
        }
    }
}

/// A button names what it answers: the Accept under a draw offer pressed after the offer gave
/// way to a take-back request does not accept the take-back.
#[tokio::test]
async fn a_stale_button_does_not_answer_a_newer_offer() {
    let bot = TestBot::new().await;
    let id = bot.start("alice", "bob", "english").await;
    bot.say("bob: !move 11-15").await;
    let offer = bot.say("alice: !draw").await;
    let draw_accept = offer[0].buttons[0].command.clone();
    assert_eq!(draw_accept, format!("!accept #{id} draw"));
    // Bob declines the draw by moving; Alice asks to take back.
    bot.say("bob: !decline").await;
    bot.say("alice: !move 22-18").await;
    let undo = bot.say("alice: !undo").await;
    assert_eq!(undo[0].buttons[0].command, format!("!accept #{id} undo"));
    // Bob presses the old draw button: nothing is accepted.
    let stale = bot.text(&format!("bob: {draw_accept}")).await;
    assert!(
        !stale.contains("draw agreed") && !stale.contains("takes back"),
        "{stale}"
    );
    let row = bot.store.game(id).await.unwrap().unwrap();
    assert_eq!(row.plies, 2);
    assert_eq!(row.offer_kind.as_deref(), Some("undo"));
    // The undo button works.
    let taken = bot.text(&format!("bob: !accept #{id} undo")).await;
    assert_eq!(
        bot.store.game(id).await.unwrap().unwrap().plies,
        1,
        "{taken}"
    );
}

#[tokio::test]
async fn settings_and_prefs_name_what_they_do_not_know() {
    let bot = TestBot::new().await;
    let unknown = bot.text("admin: !settings foo bar").await;
    assert!(unknown.contains("`foo`"), "{unknown}");
    assert!(!unknown.contains("Settings of this channel"), "{unknown}");
    let auto = bot.text("alice: !prefs language Auto").await;
    assert!(auto.contains("language the channel's"), "{auto}");
    let bad = bot.text("alice: !prefs language xx").await;
    assert!(bad.contains("auto"), "{bad}");
}
