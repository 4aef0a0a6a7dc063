//! The one renderer: a [`Say`] and a language to text spans. Each arm maps one message to its
//! catalog messages and their arguments; the wording lives in `bot/locales/LANG/dama.ftl`.

use super::say::Say;
use super::{Args, Body, Tr};
use crate::message::Span;

impl Tr {
    /// The message in this language.
    pub fn render(self, say: &Say) -> Vec<Span> {
        match say {
            Say::Ops(ops) => self.operating(ops),
            Say::Moved(report) => self.move_caption(report),
            Say::Board(info) => self.board_caption(info),
            Say::LegalMoves {
                game,
                to_move,
                color,
                moves,
                square,
            } => self.legal_moves(*game, to_move, *color, moves, square.as_deref()),
            Say::GameEnded {
                game,
                outcome,
                white,
                black,
            } => self.game_ended(*game, outcome, white, black),
            Say::RatingChange(change) => self.rating_change(change),
            Say::Huffed {
                game,
                author,
                square,
                outcome,
                to_move,
            } => self.huffed(*game, author, square, *outcome, to_move),
            Say::CountStarted {
                game,
                author,
                color,
            } => self.count_started(*game, author, *color),
            Say::Refused {
                game,
                text,
                refusal,
                legal,
            } => self.refused_move(*game, text, refusal, legal),
            Say::GameError(error) => self.game_error(error),
            Say::NotYourTurn {
                game,
                to_move,
                color,
            } => self.not_your_turn(*game, to_move, *color),
            Say::NotAPlayer { game, white, black } => self.not_a_player(*game, white, black),
            Say::NotStarted { game } => self.game_only("not-started", *game),
            Say::GameOver { game, outcome } => self.game_over(*game, *outcome),
            Say::BadSquare { text, variant } => self.bad_square(text, *variant),
            Say::ExplainLegal {
                explanation,
                for_other,
            } => self.explain_legal(explanation, *for_other),
            Say::ExplainRefusal {
                game,
                text,
                refusal,
                legal,
                for_other,
            } => self.explain_refusal(*game, text, refusal, legal, *for_other),
            Say::WhyRefused {
                text,
                move_number,
                refusal,
                legal,
            } => self.why_refused(text, *move_number, refusal, legal),
            Say::WhyNotYourTurn {
                text,
                move_number,
                to_move,
                color,
            } => self.why_not_your_turn(text, *move_number, to_move, *color),
            Say::ExplainLastMove { mover, explanation } => {
                self.explain_last_move(mover, explanation)
            }
            Say::ExplainSoffioMove {
                mover,
                text,
                refusal,
            } => self.explain_soffio_move(mover, text, refusal),
            Say::NothingToExplain { game } => self.game_only("nothing-to-explain", *game),
            Say::ChallengeOffer(info) => self.challenge_offer(info),
            Say::GameStarts {
                game,
                variant,
                giveaway,
                white,
                black,
                to_move,
                color,
                soffio,
                days_per_move,
                bank,
                live,
                rated,
            } => self.game_starts(
                *game,
                *variant,
                white,
                black,
                to_move,
                *color,
                *soffio,
                *giveaway,
                (*days_per_move, bank.as_deref(), live.as_deref()),
                *rated,
            ),
            Say::ChallengeDeclined {
                game,
                decliner,
                challenger,
            } => self.challenge_declined(*game, decliner, challenger),
            Say::ChallengeCancelled {
                game,
                author,
                other,
            } => self.challenge_cancelled(*game, author, other),
            Say::ChallengeClosed { game } => self.game_only("challenge-closed", *game),
            Say::OwnChallenge { game, challenged } => self.own_challenge(*game, challenged),
            Say::OnlyChallengedAnswers { game, challenged } => {
                self.only_challenged_answers(*game, challenged)
            }
            Say::OnlyChallengerCancels { game, challenger } => {
                self.only_challenger_cancels(*game, challenger)
            }
            Say::AlreadyOpen {
                game,
                opponent,
                challenge,
            } => self.already_open(*game, opponent, *challenge),
            Say::ChallengeYourself => self.simple("challenge-yourself"),
            Say::UnknownPerson { typed } => self.unknown_person(typed),
            Say::SoffioNotAllowed { variant } => self.soffio_not_allowed(*variant),
            Say::AcceptButton => self.simple("button-accept"),
            Say::DeclineButton => self.simple("button-decline"),
            Say::NoSuchGame { game } => self.game_only("no-such-game", *game),
            Say::NoGameHere => self.simple("no-game-here"),
            Say::NotYourTurnAnywhere { games } => self.not_your_turn_anywhere(games),
            Say::WhichGame { games, example } => self.which_game(games, example),
            Say::NothingToAnswer => self.simple("nothing-to-answer"),
            Say::NothingToCancel => self.simple("nothing-to-cancel"),
            Say::UndoRequested {
                game,
                author,
                opponent,
                taken,
            } => self.undo_requested(*game, author, opponent, taken),
            Say::Undone {
                game,
                taken,
                to_move,
                color,
                move_number,
            } => self.undone(*game, taken, to_move, *color, *move_number),
            Say::NothingToUndo { game } => self.game_only("nothing-to-undo", *game),
            Say::DrawOffered {
                game,
                author,
                opponent,
            } => self.draw_offered(*game, author, opponent),
            Say::OfferDeclined {
                game,
                kind,
                decliner,
                offerer,
                to_move,
            } => self.offer_declined(*game, *kind, decliner, offerer, to_move),
            Say::OfferWithdrawn {
                game,
                kind,
                author,
                opponent,
            } => self.offer_withdrawn(*game, *kind, author, opponent),
            Say::OwnOffer { game, opponent } => self.own_offer(*game, opponent),
            Say::AnswerFirst {
                game,
                kind,
                opponent,
            } => self.answer_first(*game, *kind, opponent),
            Say::Games(lines) => self.games_list(lines),
            Say::GameAborted {
                game,
                outcome,
                white,
                black,
            } => self.game_aborted(*game, outcome, white, black),
            Say::ChallengeLapsed {
                game,
                challenger,
                challenged,
                days,
            } => self.challenge_lapsed(*game, challenger, challenged, *days),
            Say::FinishedGames {
                lines,
                page,
                pages,
                total,
            } => self.finished_games(lines, *page, *pages, *total),
            Say::NoSuchPage { page, pages } => self.no_such_page(*page, *pages),
            Say::PdnCollection { player, count } => self.pdn_collection(player.as_ref(), *count),
            Say::NoGamesToExport { player } => self.no_games_to_export(player.as_ref()),
            Say::Watching { game, already } => self.watching(*game, *already),
            Say::Unwatched { game } => self.unwatched(*game),
            Say::NotWatching { game } => self.not_watching(*game),
            Say::WatchOwnGame { game } => self.watch_own_game(*game),
            Say::WatchedNews { game, white, black } => self.watched_news(*game, white, black),
            Say::DirectRefused { user } => self.direct_refused(user),
            Say::TournamentCreated {
                id,
                variant,
                days,
                rounds,
            } => self.tournament_created(*id, *variant, *days, *rounds),
            Say::TournamentExists { id } => self.tournament_exists(*id),
            Say::NoTournament => self.no_tournament(),
            Say::TournamentJoined {
                id,
                player,
                players,
                already,
            } => self.tournament_joined(*id, player, *players, *already),
            Say::TournamentClosed { id } => self.tournament_closed(*id),
            Say::TournamentLeft {
                id,
                player,
                forfeits,
            } => self.tournament_left(*id, player, *forfeits),
            Say::NotInTournament { id } => self.not_in_tournament(*id),
            Say::TournamentTooSmall { id, players } => self.tournament_too_small(*id, *players),
            Say::TournamentChanged { id } => self.tournament_changed(*id),
            Say::TournamentStarted {
                id,
                swiss,
                rounds,
                players,
            } => self.tournament_started(*id, *swiss, *rounds, *players),
            Say::RoundStarted {
                id,
                round,
                rounds,
                pairings,
            } => self.round_started(*id, *round, *rounds, pairings),
            Say::Standings(info) => self.standings(info),
            Say::StandingsTitle { id, round, rounds } => self.standings_title(*id, *round, *rounds),
            Say::TournamentOver { id, winner } => self.tournament_over(*id, winner),
            Say::Pdn { game, pdn } => self.pdn_inline(*game, pdn),
            Say::PdnAttached { game } => self.game_only("pdn-attached", *game),
            Say::PdnCaption { game } => self.game_only("pdn-caption", *game),
            Say::Stats {
                who,
                results,
                ratings,
            } => self.stats(who, results, ratings),
            Say::Leaderboard {
                variant,
                giveaway,
                live,
                rows,
            } => self.leaderboard(
                crate::pool::Pool::new(*variant, *giveaway).on_live_clock(*live),
                rows,
            ),
            Say::ReplayCaption {
                game,
                variant,
                giveaway,
                white,
                black,
                plies,
                outcome,
            } => self.replay_caption(
                *game,
                self.game_kind(*variant, *giveaway),
                white,
                black,
                *plies,
                outcome.as_ref(),
            ),
            Say::ChartCaption { game, white, black } => {
                self.players_line("chart-caption", *game, white, black)
            }
            Say::ChartTitle { game, white, black } => {
                self.players_line("chart-title", *game, white, black)
            }
            Say::NothingPlayed { game } => self.game_only("nothing-played", *game),
            Say::BotGame {
                game,
                bot,
                level,
                takebacks,
            } => self.bot_game(*game, bot, *level, *takebacks),
            Say::LevelOutOfRange { level } => self.level_out_of_range(*level),
            Say::LevelOnlyAgainstBot => self.simple("level-only-against-bot"),
            Say::BotNoSoffio { bot } => self.bot_line("bot-no-soffio", bot),
            Say::BotNoGiveaway { bot } => self.bot_line("bot-no-giveaway", bot),
            Say::BotGrantsTakeback { game, bot, level } => {
                self.bot_takeback("bot-grants-takeback", *game, bot, *level)
            }
            Say::BotDeclinesTakeback { game, bot, level } => {
                self.bot_takeback("bot-declines-takeback", *game, bot, *level)
            }
            Say::BotAnswersDraw {
                game,
                bot,
                accepted,
            } => self.bot_answers_draw(*game, bot, *accepted),
            Say::HintOnlyAgainstBot { game } => self.game_only("hint-only-against-bot", *game),
            Say::Hint {
                game,
                text,
                line,
                eval,
            } => self.hint(*game, text, line, *eval),
            Say::AnalysisOfLiveGame { game } => self.game_only("analysis-of-live-game", *game),
            Say::AnalysisOfGiveaway { game } => self.game_only("analysis-of-giveaway", *game),
            Say::AnalysisUnderWay { game } => self.game_only("analysis-under-way", *game),
            Say::AnalysisProgress { game, done, total } => {
                self.analysis_progress(*game, *done, *total)
            }
            Say::AnalysisDone {
                game,
                total,
                seconds,
            } => self.analysis_done(*game, *total, *seconds),
            Say::Analysis(report) => self.analysis(report),
            Say::EvaluationChartTitle { game, white, black } => {
                self.players_line("evaluation-chart-title", *game, white, black)
            }
            Say::BotRecord { lines } => self.bot_record(lines),
            Say::ClockWarning {
                game,
                to_move,
                opponent,
                clock,
            } => self.clock_warning(*game, to_move, opponent, clock),
            Say::TimedOut {
                game,
                outcome,
                white,
                black,
                days_per_move,
                bank,
                live,
            } => self.timed_out(
                *game,
                outcome,
                white,
                black,
                *days_per_move,
                (bank.as_deref(), live.as_deref()),
            ),
            Say::Reminder(reminder) => self.reminder(reminder),
            Say::Flood(say) => self.flood(say),
            Say::Digest(digest) => self.digest(digest),
            Say::AwayStarted { for_secs, left } => self.away_started(*for_secs, *left, false),
            Say::AwayExtended { for_secs, left } => self.away_started(*for_secs, *left, true),
            Say::AwayEnded { user, used_days } => self.away_ended(user, *used_days),
            Say::OpponentAway {
                game,
                away,
                opponent,
                for_secs,
            } => self.opponent_away(*game, away, opponent, *for_secs),
            Say::NotAway => self.simple("not-away"),
            Say::VacationsOff => self.simple("vacations-off"),
            Say::NoVacationLeft { days } => self
                .say("no-vacation-left", Args::new().i("days", *days))
                .done(),
            Say::BadAway { value } => self.bad_away(value),
            Say::HelpOverview { variant } => self.help_overview(*variant),
            Say::HelpCommand { command, variant } => self.help_command(command, *variant),
            Say::HelpUnknown { name } => self.help_unknown(name),
            Say::Variants => self.variants_list(),
            Say::AmbiguousVariant { word } => self.ambiguous_variant(word, None),
            Say::Rules { variant, topic } => self.rules(*variant, *topic),
            Say::ParseError(error) => self.parse_error(error),
            Say::Settings(settings) => self.settings_show(settings),
            Say::SettingsSaved(settings) => self.settings_saved(settings),
            Say::Prefs(prefs) => self.prefs_show(prefs),
            Say::AdminsOnly => self.simple("admins-only"),
            Say::BadSetting { key, value } => self.bad_setting(key, value, false),
            Say::BadLanguagePref { value } => self.bad_setting("language", value, true),
            Say::InternalError => self.simple("internal-error"),
            Say::DatabaseUnreachable => self.simple("database-unreachable"),
            Say::Done => self.simple("done"),
            Say::UnknownSlashCommand { name } => self
                .say("unknown-slash-command", Args::new().s("name", name))
                .done(),
            Say::ButtonExpired => self.simple("button-expired"),
            Say::PlayedIn { game, place } => self
                .say("played-in", Args::new().i("game", *game).s("place", place))
                .done(),
            Say::ThreadName { game } => self.game_only("thread-name", *game),
            Say::ConsoleGreeting => self.simple("console-greeting"),
            Say::Saved { image, path } => self
                .say(
                    if *image { "saved-image" } else { "saved-file" },
                    Args::new().s("path", path),
                )
                .done(),
            Say::BoardLegend => self.simple("board-legend"),
            Say::Private(say) => self.private(say),
            Say::Puzzle(say) => self.puzzle(say),
            Say::Tap(tap) => self.tap(tap),
        }
    }

    /// Several messages, one per line.
    pub fn render_lines(self, lines: &[Say]) -> Vec<Span> {
        let mut body = Body::new();
        for (i, say) in lines.iter().enumerate() {
            if i > 0 {
                body = body.t("\n");
            }
            body = body.and(Body(self.render(say)));
        }
        body.done()
    }
}

#[cfg(test)]
mod tests {
    use rules::{Color, DrawCounters, DrawReason, GameError, Outcome, Position, Variant};

    use super::super::say::*;
    use super::super::{Lang, OpsSay, render};
    use crate::command::{Answered, COMMANDS, ParseError, RulesTopic};
    use crate::message::{Platform, Span, User, plain};

    fn user(name: &str) -> User {
        User {
            platform: Platform::Console,
            id: name.to_lowercase(),
            name: name.into(),
            username: None,
        }
    }

    /// The message's name; listing every variant here makes a new message fail to compile
    /// until it has a sample below.
    fn name(say: &Say) -> &'static str {
        match say {
            Say::Ops(ops) => ops.name(),
            Say::Moved(_) => "Moved",
            Say::Board(_) => "Board",
            Say::LegalMoves { .. } => "LegalMoves",
            Say::GameEnded { .. } => "GameEnded",
            Say::RatingChange(_) => "RatingChange",
            Say::Huffed { .. } => "Huffed",
            Say::CountStarted { .. } => "CountStarted",
            Say::Refused { .. } => "Refused",
            Say::GameError(_) => "GameError",
            Say::NotYourTurn { .. } => "NotYourTurn",
            Say::NotAPlayer { .. } => "NotAPlayer",
            Say::NotStarted { .. } => "NotStarted",
            Say::GameOver { .. } => "GameOver",
            Say::BadSquare { .. } => "BadSquare",
            Say::ExplainLegal { .. } => "ExplainLegal",
            Say::ExplainRefusal { .. } => "ExplainRefusal",
            Say::WhyRefused { .. } => "WhyRefused",
            Say::WhyNotYourTurn { .. } => "WhyNotYourTurn",
            Say::ExplainLastMove { .. } => "ExplainLastMove",
            Say::ExplainSoffioMove { .. } => "ExplainSoffioMove",
            Say::NothingToExplain { .. } => "NothingToExplain",
            Say::ChallengeOffer(_) => "ChallengeOffer",
            Say::GameStarts { .. } => "GameStarts",
            Say::ChallengeDeclined { .. } => "ChallengeDeclined",
            Say::ChallengeCancelled { .. } => "ChallengeCancelled",
            Say::ChallengeClosed { .. } => "ChallengeClosed",
            Say::OwnChallenge { .. } => "OwnChallenge",
            Say::OnlyChallengedAnswers { .. } => "OnlyChallengedAnswers",
            Say::OnlyChallengerCancels { .. } => "OnlyChallengerCancels",
            Say::AlreadyOpen { .. } => "AlreadyOpen",
            Say::ChallengeYourself => "ChallengeYourself",
            Say::UnknownPerson { .. } => "UnknownPerson",
            Say::SoffioNotAllowed { .. } => "SoffioNotAllowed",
            Say::AcceptButton => "AcceptButton",
            Say::DeclineButton => "DeclineButton",
            Say::NoSuchGame { .. } => "NoSuchGame",
            Say::NoGameHere => "NoGameHere",
            Say::NotYourTurnAnywhere { .. } => "NotYourTurnAnywhere",
            Say::WhichGame { .. } => "WhichGame",
            Say::NothingToAnswer => "NothingToAnswer",
            Say::NothingToCancel => "NothingToCancel",
            Say::UndoRequested { .. } => "UndoRequested",
            Say::Undone { .. } => "Undone",
            Say::NothingToUndo { .. } => "NothingToUndo",
            Say::DrawOffered { .. } => "DrawOffered",
            Say::OfferDeclined { .. } => "OfferDeclined",
            Say::OfferWithdrawn { .. } => "OfferWithdrawn",
            Say::OwnOffer { .. } => "OwnOffer",
            Say::AnswerFirst { .. } => "AnswerFirst",
            Say::Games(_) => "Games",
            Say::GameAborted { .. } => "GameAborted",
            Say::ChallengeLapsed { .. } => "ChallengeLapsed",
            Say::FinishedGames { .. } => "FinishedGames",
            Say::NoSuchPage { .. } => "NoSuchPage",
            Say::PdnCollection { .. } => "PdnCollection",
            Say::NoGamesToExport { .. } => "NoGamesToExport",
            Say::Watching { .. } => "Watching",
            Say::Unwatched { .. } => "Unwatched",
            Say::NotWatching { .. } => "NotWatching",
            Say::WatchOwnGame { .. } => "WatchOwnGame",
            Say::WatchedNews { .. } => "WatchedNews",
            Say::DirectRefused { .. } => "DirectRefused",
            Say::TournamentCreated { .. } => "TournamentCreated",
            Say::TournamentExists { .. } => "TournamentExists",
            Say::NoTournament => "NoTournament",
            Say::TournamentJoined { .. } => "TournamentJoined",
            Say::TournamentClosed { .. } => "TournamentClosed",
            Say::TournamentLeft { .. } => "TournamentLeft",
            Say::NotInTournament { .. } => "NotInTournament",
            Say::TournamentTooSmall { .. } => "TournamentTooSmall",
            Say::TournamentChanged { .. } => "TournamentChanged",
            Say::TournamentStarted { .. } => "TournamentStarted",
            Say::RoundStarted { .. } => "RoundStarted",
            Say::Standings(_) => "Standings",
            Say::StandingsTitle { .. } => "StandingsTitle",
            Say::TournamentOver { .. } => "TournamentOver",
            Say::Pdn { .. } => "Pdn",
            Say::PdnAttached { .. } => "PdnAttached",
            Say::PdnCaption { .. } => "PdnCaption",
            Say::Stats { .. } => "Stats",
            Say::Leaderboard { .. } => "Leaderboard",
            Say::ReplayCaption { .. } => "ReplayCaption",
            Say::ChartCaption { .. } => "ChartCaption",
            Say::ChartTitle { .. } => "ChartTitle",
            Say::NothingPlayed { .. } => "NothingPlayed",
            Say::BotGame { .. } => "BotGame",
            Say::LevelOutOfRange { .. } => "LevelOutOfRange",
            Say::LevelOnlyAgainstBot => "LevelOnlyAgainstBot",
            Say::BotNoSoffio { .. } => "BotNoSoffio",
            Say::BotNoGiveaway { .. } => "BotNoGiveaway",
            Say::BotGrantsTakeback { .. } => "BotGrantsTakeback",
            Say::BotDeclinesTakeback { .. } => "BotDeclinesTakeback",
            Say::BotAnswersDraw { .. } => "BotAnswersDraw",
            Say::HintOnlyAgainstBot { .. } => "HintOnlyAgainstBot",
            Say::Hint { .. } => "Hint",
            Say::AnalysisOfLiveGame { .. } => "AnalysisOfLiveGame",
            Say::AnalysisOfGiveaway { .. } => "AnalysisOfGiveaway",
            Say::AnalysisUnderWay { .. } => "AnalysisUnderWay",
            Say::AnalysisProgress { .. } => "AnalysisProgress",
            Say::AnalysisDone { .. } => "AnalysisDone",
            Say::Analysis(_) => "Analysis",
            Say::EvaluationChartTitle { .. } => "EvaluationChartTitle",
            Say::BotRecord { .. } => "BotRecord",
            Say::ClockWarning { .. } => "ClockWarning",
            Say::TimedOut { .. } => "TimedOut",
            Say::Reminder(_) => "Reminder",
            Say::Flood(_) => "Flood",
            Say::AwayStarted { .. } => "AwayStarted",
            Say::AwayExtended { .. } => "AwayExtended",
            Say::AwayEnded { .. } => "AwayEnded",
            Say::Digest(_) => "Digest",
            Say::OpponentAway { .. } => "OpponentAway",
            Say::NotAway => "NotAway",
            Say::VacationsOff => "VacationsOff",
            Say::NoVacationLeft { .. } => "NoVacationLeft",
            Say::BadAway { .. } => "BadAway",
            Say::HelpOverview { .. } => "HelpOverview",
            Say::HelpCommand { .. } => "HelpCommand",
            Say::HelpUnknown { .. } => "HelpUnknown",
            Say::Variants => "Variants",
            Say::AmbiguousVariant { .. } => "AmbiguousVariant",
            Say::Rules { .. } => "Rules",
            Say::ParseError(_) => "ParseError",
            Say::Settings(_) => "Settings",
            Say::SettingsSaved(_) => "SettingsSaved",
            Say::Prefs(_) => "Prefs",
            Say::AdminsOnly => "AdminsOnly",
            Say::BadSetting { .. } => "BadSetting",
            Say::BadLanguagePref { .. } => "BadLanguagePref",
            Say::InternalError => "InternalError",
            Say::DatabaseUnreachable => "DatabaseUnreachable",
            Say::Done => "Done",
            Say::UnknownSlashCommand { .. } => "UnknownSlashCommand",
            Say::ButtonExpired => "ButtonExpired",
            Say::PlayedIn { .. } => "PlayedIn",
            Say::ThreadName { .. } => "ThreadName",
            Say::ConsoleGreeting => "ConsoleGreeting",
            Say::BoardLegend => "BoardLegend",
            Say::Private(_) => "Private",
            Say::Saved { .. } => "Saved",
            Say::Puzzle(_) => "Puzzle",
            Say::Tap(tap) => tap.name(),
        }
    }

    /// One sample of every message, with facts a real game could have.
    fn samples() -> Vec<Say> {
        let (a, b) = (user("Alice"), user("Bob"));
        let bot = user("dama");
        let game = 12;
        let position = Position::start(Variant::English);
        let refusal = position.explain("22-17").unwrap_err();
        let explanation = position.explain("11-15").unwrap();
        let won = Outcome::Win {
            winner: Color::White,
            reason: rules::WinReason::Resignation,
        };
        let clock = ClockInfo {
            days_per_move: 3,
            left: 86_400,
            bank: None,
            live: None,
        };
        let choice = GameChoice {
            id: game,
            opponent: Some(b.clone()),
            white: a.clone(),
            black: b.clone(),
            variant: Some(Variant::Italian),
            to_move: Some(b.clone()),
        };
        let settings = Settings {
            language: "en".into(),
            variant: Variant::English,
            orientation: "mover",
            reminder_hours: 24,
            threads: false,
            vacation_days: 30,
            challenge_days: 7,
        };
        let moves = vec!["9-13".to_string(), "11-15".to_string()];
        vec![
            Say::Moved(MoveReport {
                game,
                variant: Variant::English,
                mover: b.clone(),
                mover_color: Color::Black,
                text: "11-15".into(),
                took: vec![("18".into(), true)],
                crowned: true,
                to_move: a.clone(),
                to_move_color: Color::White,
                move_number: 1,
                outcome: None,
                white: a.clone(),
                black: b.clone(),
                huff: Some((moves.clone(), vec!["18".into()])),
                counters: DrawCounters::default(),
                clock: Some(ClockInfo {
                    days_per_move: 0,
                    left: 297,
                    bank: None,
                    live: Some(LiveClockInfo {
                        rule: "5+3".parse().expect("a live clock"),
                        white: 296_400,
                        black: 9_800,
                    }),
                }),
            }),
            Say::Board(BoardInfo {
                game,
                variant: Variant::Russian,
                giveaway: true,
                white: a.clone(),
                black: b.clone(),
                to_move: b.clone(),
                to_move_color: Color::Black,
                move_number: 1,
                last_move: Some((Color::White, "22-18".into())),
                outcome: None,
                counters: DrawCounters::default(),
                clock: Some(clock),
            }),
            Say::LegalMoves {
                game,
                to_move: b.clone(),
                color: Color::Black,
                moves: moves.clone(),
                square: Some("11".into()),
            },
            Say::GameEnded {
                game,
                outcome: Outcome::Draw(DrawReason::Agreement),
                white: a.clone(),
                black: b.clone(),
            },
            Say::RatingChange(RatingChange {
                variant: Variant::English,
                giveaway: false,
                live: true,
                white: a.clone(),
                black: b.clone(),
                white_before: 1500.0,
                white_after: 1662.0,
                black_before: 1500.0,
                black_after: 1338.0,
            }),
            Say::Huffed {
                game,
                author: a.clone(),
                square: "18".into(),
                outcome: None,
                to_move: b.clone(),
            },
            Say::CountStarted {
                game,
                author: a.clone(),
                color: Color::White,
            },
            Say::Refused {
                game,
                text: "22-17".into(),
                refusal: refusal.clone(),
                legal: moves.clone(),
            },
            Say::GameError(GameError::NothingToHuff),
            Say::NotYourTurn {
                game,
                to_move: b.clone(),
                color: Color::Black,
            },
            Say::NotAPlayer {
                game,
                white: a.clone(),
                black: b.clone(),
            },
            Say::NotStarted { game },
            Say::GameOver {
                game,
                outcome: Some(won),
            },
            Say::BadSquare {
                text: "z9".into(),
                variant: Variant::Brazilian,
            },
            Say::ExplainLegal {
                explanation: explanation.clone(),
                for_other: Some(Color::Black),
            },
            Say::ExplainRefusal {
                game,
                text: "22-17".into(),
                refusal: refusal.clone(),
                legal: moves.clone(),
                for_other: None,
            },
            Say::WhyRefused {
                text: "22-17".into(),
                move_number: 1,
                refusal: refusal.clone(),
                legal: moves.clone(),
            },
            Say::WhyNotYourTurn {
                text: "22-17".into(),
                move_number: 1,
                to_move: b.clone(),
                color: Color::Black,
            },
            Say::ExplainLastMove {
                mover: b.clone(),
                explanation,
            },
            Say::ExplainSoffioMove {
                mover: b.clone(),
                text: "22-17".into(),
                refusal,
            },
            Say::NothingToExplain { game },
            Say::ChallengeOffer(ChallengeInfo {
                game,
                challenger: a.clone(),
                challenger_color: Color::White,
                opponent: b.clone(),
                variant: Variant::International,
                soffio: true,
                giveaway: true,
                days: Some(3),
                bank: None,
                live: None,
                rated: false,
            }),
            Say::GameStarts {
                game,
                variant: Variant::English,
                giveaway: true,
                white: a.clone(),
                black: b.clone(),
                to_move: b.clone(),
                color: Color::Black,
                soffio: false,
                days_per_move: Some(1),
                bank: None,
                live: None,
                rated: false,
            },
            Say::ChallengeDeclined {
                game,
                decliner: b.clone(),
                challenger: a.clone(),
            },
            Say::ChallengeCancelled {
                game,
                author: a.clone(),
                other: b.clone(),
            },
            Say::ChallengeClosed { game },
            Say::OwnChallenge {
                game,
                challenged: b.clone(),
            },
            Say::OnlyChallengedAnswers {
                game,
                challenged: b.clone(),
            },
            Say::OnlyChallengerCancels {
                game,
                challenger: a.clone(),
            },
            Say::AlreadyOpen {
                game,
                opponent: b.clone(),
                challenge: true,
            },
            Say::ChallengeYourself,
            Say::UnknownPerson {
                typed: "@nobody".into(),
            },
            Say::SoffioNotAllowed {
                variant: Variant::English,
            },
            Say::AcceptButton,
            Say::DeclineButton,
            Say::NoSuchGame { game },
            Say::NoGameHere,
            Say::NotYourTurnAnywhere {
                games: vec![choice.clone()],
            },
            Say::WhichGame {
                games: vec![choice],
                example: "!move #12 23x14",
            },
            Say::NothingToAnswer,
            Say::NothingToCancel,
            Say::UndoRequested {
                game,
                author: a.clone(),
                opponent: b.clone(),
                taken: moves.clone(),
            },
            Say::Undone {
                game,
                taken: moves.clone(),
                to_move: a.clone(),
                color: Color::White,
                move_number: 3,
            },
            Say::NothingToUndo { game },
            Say::DrawOffered {
                game,
                author: a.clone(),
                opponent: b.clone(),
            },
            Say::OfferDeclined {
                game,
                kind: Answered::Draw,
                decliner: b.clone(),
                offerer: a.clone(),
                to_move: a.clone(),
            },
            Say::OfferWithdrawn {
                game,
                kind: Answered::Undo,
                author: a.clone(),
                opponent: b.clone(),
            },
            Say::OwnOffer {
                game,
                opponent: b.clone(),
            },
            Say::AnswerFirst {
                game,
                kind: Answered::Draw,
                opponent: b.clone(),
            },
            Say::Games(vec![GameLine {
                id: game,
                variant: Some(Variant::Spanish),
                giveaway: false,
                white: a.clone(),
                black: b.clone(),
                challenge: false,
                to_move: Some((b.clone(), Color::Black)),
                move_number: 4,
                idle_seconds: 7200,
                clock: Some(clock),
                lapses_in: None,
            }]),
            Say::GameAborted {
                game,
                outcome: Outcome::Win {
                    winner: Color::White,
                    reason: rules::WinReason::Resignation,
                },
                white: a.clone(),
                black: b.clone(),
            },
            Say::ChallengeLapsed {
                game,
                challenger: a.clone(),
                challenged: b.clone(),
                days: 7,
            },
            Say::FinishedGames {
                lines: vec![FinishedLine {
                    id: game,
                    variant: Some(Variant::English),
                    white: a.clone(),
                    black: b.clone(),
                    outcome: Some(won),
                    aborted: false,
                    rated: false,
                    plies: 31,
                    finished_at: 0,
                }],
                page: 1,
                pages: 2,
                total: 11,
            },
            Say::NoSuchPage { page: 3, pages: 2 },
            Say::PdnCollection {
                player: Some(b.clone()),
                count: 3,
            },
            Say::NoGamesToExport { player: None },
            Say::Watching {
                game,
                already: false,
            },
            Say::Unwatched { game },
            Say::NotWatching { game: None },
            Say::WatchOwnGame { game },
            Say::WatchedNews {
                game,
                white: a.clone(),
                black: b.clone(),
            },
            Say::DirectRefused { user: b.clone() },
            Say::TournamentCreated {
                id: 2,
                variant: Variant::Italian,
                days: 3,
                rounds: None,
            },
            Say::TournamentExists { id: 2 },
            Say::NoTournament,
            Say::TournamentJoined {
                id: 2,
                player: a.clone(),
                players: 4,
                already: false,
            },
            Say::TournamentClosed { id: 2 },
            Say::TournamentLeft {
                id: 2,
                player: b.clone(),
                forfeits: true,
            },
            Say::NotInTournament { id: 2 },
            Say::TournamentTooSmall { id: 2, players: 1 },
            Say::TournamentChanged { id: 2 },
            Say::TournamentStarted {
                id: 2,
                swiss: false,
                rounds: 3,
                players: 4,
            },
            Say::RoundStarted {
                id: 2,
                round: 1,
                rounds: 3,
                pairings: vec![
                    PairingLine {
                        white: a.clone(),
                        black: Some(b.clone()),
                        game: Some(game),
                        result: None,
                    },
                    PairingLine {
                        white: b.clone(),
                        black: None,
                        game: None,
                        result: Some("bye".into()),
                    },
                ],
            },
            Say::Standings(StandingsInfo {
                id: 2,
                variant: Variant::English,
                started: true,
                swiss: true,
                round: 1,
                rounds: 3,
                finished: false,
                after: Some(PairingLine {
                    white: a.clone(),
                    black: Some(b.clone()),
                    game: Some(game),
                    result: Some("draw".into()),
                }),
                lines: vec![StandingLine {
                    rank: 1,
                    player: a.clone(),
                    points: 1.5,
                    played: 2,
                    tie_break: 0.5,
                    left: false,
                }],
            }),
            Say::StandingsTitle {
                id: 2,
                round: 1,
                rounds: 3,
            },
            Say::TournamentOver {
                id: 2,
                winner: a.clone(),
            },
            Say::Pdn {
                game,
                pdn: "[Event \"dama #12\"]\n\n1. 11-15 *".into(),
            },
            Say::PdnAttached { game },
            Say::PdnCaption { game },
            Say::Stats {
                who: b.clone(),
                results: vec![ResultLine {
                    variant: "english".into(),
                    wins: 1,
                    draws: 0,
                    losses: 2,
                }],
                ratings: vec![RatingLine {
                    variant: "english".into(),
                    rating: 1450.0,
                    deviation: 200.0,
                }],
            },
            Say::Leaderboard {
                variant: Variant::Canadian,
                giveaway: true,
                live: true,
                rows: vec![LeaderLine {
                    name: "Alice".into(),
                    rating: 1662.0,
                    deviation: 290.0,
                    games: 1,
                }],
            },
            Say::ReplayCaption {
                game,
                variant: Variant::Dameo,
                giveaway: false,
                white: a.clone(),
                black: b.clone(),
                plies: 1,
                outcome: Some(won),
            },
            Say::ChartCaption {
                game,
                white: a.clone(),
                black: b.clone(),
            },
            Say::ChartTitle {
                game,
                white: a.clone(),
                black: b.clone(),
            },
            Say::NothingPlayed { game },
            Say::BotGame {
                game,
                bot: bot.clone(),
                level: 3,
                takebacks: true,
            },
            Say::LevelOutOfRange { level: 11 },
            Say::LevelOnlyAgainstBot,
            Say::BotNoSoffio { bot: bot.clone() },
            Say::BotNoGiveaway { bot: bot.clone() },
            Say::BotGrantsTakeback {
                game,
                bot: bot.clone(),
                level: 2,
            },
            Say::BotDeclinesTakeback {
                game,
                bot: bot.clone(),
                level: 7,
            },
            Say::BotAnswersDraw {
                game,
                bot: bot.clone(),
                accepted: false,
            },
            Say::HintOnlyAgainstBot { game },
            Say::Hint {
                game,
                text: "11-15".into(),
                line: moves.clone(),
                eval: Eval::Men(35),
            },
            Say::AnalysisOfLiveGame { game },
            Say::AnalysisOfGiveaway { game },
            Say::AnalysisUnderWay { game },
            Say::AnalysisProgress {
                game,
                done: 48,
                total: 121,
            },
            Say::AnalysisDone {
                game,
                total: 121,
                seconds: 9.4,
            },
            Say::Analysis(AnalysisReport {
                game,
                variant: Variant::English,
                white: a.clone(),
                black: bot.clone(),
                outcome: Some(won),
                aborted: false,
                sides: vec![SideSummary {
                    color: Color::White,
                    player: a.clone(),
                    moves: 20,
                    average_loss: 31,
                    mistakes: 1,
                    decisive: 1,
                }],
                mistakes: vec![MistakeLine {
                    move_number: 7,
                    color: Color::White,
                    played: "22-18".into(),
                    better: "24-20".into(),
                    better_line: moves.clone(),
                    refutation: moves.clone(),
                    cost: 180,
                    decisive: true,
                    before: Eval::Men(10),
                    after: Eval::Win {
                        winner: Color::Black,
                        moves: 9,
                    },
                }],
                moves: vec![MoveEval {
                    move_number: 1,
                    color: Color::Black,
                    text: "11-15".into(),
                    eval: Eval::Men(-12),
                    mistake: false,
                }],
            }),
            Say::EvaluationChartTitle {
                game,
                white: a.clone(),
                black: bot.clone(),
            },
            Say::BotRecord {
                lines: vec![BotResultLine {
                    level: 1,
                    wins: 2,
                    draws: 0,
                    losses: 1,
                }],
            },
            Say::ClockWarning {
                game,
                to_move: b.clone(),
                opponent: a.clone(),
                clock,
            },
            Say::TimedOut {
                game,
                outcome: Outcome::Win {
                    winner: Color::White,
                    reason: rules::WinReason::Time,
                },
                white: a.clone(),
                black: b.clone(),
                days_per_move: 0,
                bank: Some("30+1/45".into()),
                live: None,
            },
            Say::Reminder(Reminder {
                game,
                variant: Variant::English,
                to_move: b.clone(),
                opponent: a.clone(),
                waiting: 90_000,
                clock: Some(clock),
            }),
            Say::Flood(crate::i18n::FloodSay::SlowDown { seconds: 21 }),
            Say::HelpOverview {
                variant: Variant::Italian,
            },
            Say::HelpCommand {
                command: &COMMANDS[2],
                variant: Variant::English,
            },
            Say::HelpUnknown {
                name: "frobnicate".into(),
            },
            Say::Variants,
            Say::AmbiguousVariant {
                word: "dama".into(),
            },
            Say::Rules {
                variant: Variant::International,
                topic: Some(RulesTopic::Kings),
            },
            Say::ParseError(ParseError::UnknownCommand {
                name: "mvoe".into(),
                suggestion: Some("move"),
            }),
            Say::Settings(settings.clone()),
            Say::SettingsSaved(settings),
            Say::Prefs(Prefs {
                language: None,
                flip: true,
                reminder_hours: Some(12),
                time_zone: Some("Europe/Rome".into()),
                vacation_used_days: 3,
                vacation_days: 30,
                away_for: Some(90_000),
                quiet_hours: Some("22-08".into()),
                digest_at: Some("09:00".into()),
            }),
            Say::AwayStarted {
                for_secs: 5 * 86_400,
                left: 25 * 86_400,
            },
            Say::AwayExtended {
                for_secs: 86_400,
                left: 0,
            },
            Say::AwayEnded {
                user: a.clone(),
                used_days: 5,
            },
            Say::OpponentAway {
                game,
                away: a.clone(),
                opponent: b.clone(),
                for_secs: 5 * 86_400,
            },
            Say::Digest(Digest {
                to: a.clone(),
                kind: DigestKind::Daily,
                games: vec![DigestLine {
                    game,
                    variant: Variant::Italian,
                    opponent: b.clone(),
                    waiting: 30 * 3600,
                    clock: None,
                }],
            }),
            Say::NotAway,
            Say::VacationsOff,
            Say::NoVacationLeft { days: 30 },
            Say::BadAway {
                value: "soon".into(),
            },
            Say::AdminsOnly,
            Say::BadSetting {
                key: "orientation".into(),
                value: "sideways".into(),
            },
            Say::BadLanguagePref { value: "xx".into() },
            Say::InternalError,
            Say::DatabaseUnreachable,
            Say::Done,
            Say::UnknownSlashCommand { name: "old".into() },
            Say::ButtonExpired,
            Say::PlayedIn {
                game,
                place: "<#5>".into(),
            },
            Say::ThreadName { game },
            Say::ConsoleGreeting,
            Say::BoardLegend,
            Say::Private(super::super::PrivateSay::Closed),
            Say::Saved {
                image: true,
                path: "images/game-12-1.png".into(),
            },
            Say::Puzzle(super::super::puzzle::PuzzleSay::NoneOpen),
        ]
        .into_iter()
        .chain(OpsSay::samples(&a, &b).into_iter().map(Say::Ops))
        .chain(
            super::super::tap::TapSay::samples()
                .into_iter()
                .map(Say::Tap),
        )
        .collect()
    }

    #[test]
    fn every_message_has_a_sample() {
        let said: std::collections::BTreeSet<&str> = samples().iter().map(name).collect();
        assert_eq!(said.len(), samples().len(), "one sample per message");
    }

    /// Every refusal, game error, ending, command and rules topic, beyond one of each message.
    fn every_case() -> Vec<Say> {
        use rules::{Ending, Refusal, Role, RoleName, WinReason};
        let (a, b) = (user("Alice"), user("Bob"));
        let s = |t: &str| t.to_string();
        let moves = vec![s("23x14"), s("23x14x5")];
        let many: Vec<String> = (1..=12).map(|i| format!("{i}-{}", i + 4)).collect();
        let refusals = vec![
            Refusal::NotAMove {
                text: s("zz"),
                variant: Variant::Dameo,
            },
            Refusal::SquareNotPlayable {
                square: s("a2"),
                variant: Variant::Brazilian,
            },
            Refusal::NoPieceThere { square: s("14") },
            Refusal::NotYourPiece {
                square: s("22"),
                owner: Color::White,
            },
            Refusal::DestinationOccupied { square: s("15") },
            Refusal::MenDoNotMoveBackwards {
                from: s("15"),
                to: s("11"),
            },
            Refusal::MenCaptureForwardsOnly { from: s("15") },
            Refusal::KingsMoveOneSquare {
                from: s("1"),
                to: s("10"),
            },
            Refusal::PathBlocked {
                from: s("1"),
                to: s("23"),
                blocker: s("10"),
            },
            Refusal::MenJumpShort {
                from: s("9"),
                to: s("25"),
            },
            Refusal::NotAStep {
                from: s("c3"),
                to: s("c5"),
                role: RoleName(Role::Man),
                variant: Variant::Dameo,
            },
            Refusal::NotAStep {
                from: s("1"),
                to: s("3"),
                role: RoleName(Role::King),
                variant: Variant::English,
            },
            Refusal::NotAStep {
                from: s("1"),
                to: s("3"),
                role: RoleName(Role::King),
                variant: Variant::International,
            },
            Refusal::NotAStep {
                from: s("1"),
                to: s("3"),
                role: RoleName(Role::King),
                variant: Variant::Dameo,
            },
            Refusal::NotAStep {
                from: s("1"),
                to: s("3"),
                role: RoleName(Role::Man),
                variant: Variant::Spanish,
            },
            Refusal::CaptureCompulsory {
                captures: many.clone(),
            },
            Refusal::CaptureNotFinished {
                at: s("14"),
                continuations: moves.clone(),
            },
            Refusal::MaximumCapture {
                max: 3,
                took: 1,
                best: moves.clone(),
            },
            Refusal::MenCannotTakeKings { king: s("18") },
            Refusal::CaptureWithKing {
                best: moves.clone(),
            },
            Refusal::ItalianTakeMoreKings {
                max_kings: 2,
                took_kings: 1,
                best: moves.clone(),
            },
            Refusal::TakeKingEarlier {
                best: moves.clone(),
            },
            Refusal::SpanishTakeMoreKings {
                max_kings: 2,
                took_kings: 0,
                best: moves.clone(),
            },
            Refusal::CannotJumpTwice { square: s("18") },
            Refusal::JumpedPieceBlocks { square: s("18") },
            Refusal::PromotionEndsMove { square: s("2") },
            Refusal::PassingKingsRowDoesNotCrown { square: s("3") },
            Refusal::CrowningOnlyAtEnd { square: s("c8") },
            Refusal::CapturesAreOrthogonal {
                role: RoleName(Role::Man),
            },
            Refusal::CapturesAreOrthogonal {
                role: RoleName(Role::King),
            },
            Refusal::LineMovesForward {
                from: s("c1"),
                to: s("c4"),
            },
            Refusal::KingNeverInLine { square: s("c2") },
            Refusal::NothingToTake {
                from: s("1"),
                to: s("19"),
            },
            Refusal::OwnPieceInTheWay { square: s("10") },
            Refusal::NotLegal {
                text: s("9-14"),
                from: s("9"),
                options: moves.clone(),
            },
            Refusal::PieceCannotMove {
                text: s("1-5"),
                from: s("1"),
                options: moves.clone(),
            },
            Refusal::Ambiguous {
                text: s("23x5"),
                alternatives: moves.clone(),
            },
            Refusal::GameOver {
                result: s("white wins"),
            },
            Refusal::NotYourTurn {
                to_move: Color::Black,
            },
            Refusal::KingMustCapture {
                best: moves.clone(),
            },
            Refusal::FrisianHigherValue {
                best: moves.clone(),
            },
            Refusal::FrisianKingCapturesFirst {
                best: moves.clone(),
            },
            Refusal::FrisianKingMovedThreeTimes { square: s("28") },
            Refusal::TurkishMenNotBackwards {
                from: s("d4"),
                to: s("d3"),
            },
            Refusal::TurkishNoTurningBack { square: s("d6") },
            Refusal::TurkishOrthogonal {
                role: RoleName(Role::Man),
            },
            Refusal::TurkishOrthogonal {
                role: RoleName(Role::King),
            },
            Refusal::TurkishCrownedAtEnd {
                square: s("d8"),
                options: moves.clone(),
            },
            Refusal::PoolPassingKingsRow {
                square: s("3"),
                options: moves.clone(),
            },
            Refusal::RussianCrownedGoesOn {
                square: s("h8"),
                continuations: moves.clone(),
            },
            Refusal::MustLandToContinue {
                square: s("f6"),
                options: moves.clone(),
            },
        ];
        let mut out = Vec::new();
        // Every watched ending on a board, for each draw count's line.
        let endings = [
            Ending::TwoKingsAgainstOne {
                strong: Color::White,
            },
            Ending::ThreeKingsAgainstTwo {
                strong: Color::Black,
            },
            Ending::ThreeKingsAgainstOne {
                strong: Color::White,
            },
            Ending::TwoNine,
            Ending::ThreeAgainstLoneKing {
                strong: Color::White,
            },
            Ending::TwoAgainstLoneKing {
                strong: Color::Black,
            },
            Ending::RussianKingsAgainstLoneKing {
                strong: Color::White,
            },
            Ending::RussianLongDiagonal {
                strong: Color::Black,
            },
            Ending::RussianFewAgainstLoneKing {
                strong: Color::White,
            },
            Ending::PoolThreeKingsAgainstOne {
                strong: Color::Black,
            },
            Ending::FrisianTwoKingsAgainstOne {
                strong: Color::White,
            },
            Ending::FrisianKingAgainstKing,
        ];
        for (i, ending) in endings.into_iter().enumerate() {
            out.push(Say::Board(BoardInfo {
                game: 3,
                variant: if i % 2 == 0 {
                    Variant::Russian
                } else {
                    Variant::Czech
                },
                giveaway: false,
                white: a.clone(),
                black: b.clone(),
                to_move: b.clone(),
                to_move_color: Color::Black,
                move_number: 30,
                last_move: None,
                outcome: None,
                counters: DrawCounters {
                    king_plies: i as u32,
                    balance_plies: i as u32 % 3,
                    balance_pieces: 4 + i as u32 % 4,
                    ending: Some(ending),
                    ending_moves: [i as u32, 1],
                    ..DrawCounters::default()
                },
                clock: None,
            }));
        }
        for refusal in refusals {
            out.push(Say::ExplainRefusal {
                game: 3,
                text: s("9-14"),
                refusal: refusal.clone(),
                legal: moves.clone(),
                for_other: Some(Color::White),
            });
            out.push(Say::Refused {
                game: 3,
                text: s("9-14"),
                refusal,
                legal: many.clone(),
            });
        }
        let draws = [
            DrawReason::Agreement,
            DrawReason::Repetition,
            DrawReason::EnglishFiftyMoves,
            DrawReason::ItalianFortyMoves,
            DrawReason::ItalianTwoKingsAgainstOne,
            DrawReason::ItalianThreeKingsAgainstTwo,
            DrawReason::SpanishThreeKingsAgainstOne,
            DrawReason::SpanishTwoNineEnding,
            DrawReason::TwentyFiveKingMoves,
            DrawReason::SixteenMoveEnding,
            DrawReason::FiveMoveEnding,
        ];
        let wins = [
            WinReason::NoPieces,
            WinReason::NoLegalMove,
            WinReason::Resignation,
            WinReason::Time,
            WinReason::GiveawayNoPieces,
            WinReason::GiveawayNoMove,
        ];
        let outcomes = draws
            .into_iter()
            .map(Outcome::Draw)
            .chain(wins.into_iter().map(|reason| Outcome::Win {
                winner: Color::Black,
                reason,
            }));
        for outcome in outcomes {
            out.push(Say::GameEnded {
                game: 3,
                outcome,
                white: a.clone(),
                black: b.clone(),
            });
            out.push(Say::GameError(GameError::Over(outcome)));
        }
        for error in [
            GameError::NotHuffable {
                square: s("18"),
                options: moves.clone(),
            },
            GameError::NoRequestedCount(Variant::English),
            GameError::CountRunning(Color::White),
            GameError::SoffioNotAllowed,
            GameError::NothingToUndo,
        ] {
            out.push(Say::GameError(error));
        }
        for &variant in Variant::ALL {
            out.push(Say::HelpOverview { variant });
            for topic in RulesTopic::ALL {
                out.push(Say::Rules {
                    variant,
                    topic: Some(topic),
                });
            }
            out.push(Say::Rules {
                variant,
                topic: None,
            });
            out.push(Say::SoffioNotAllowed { variant });
        }
        for command in COMMANDS {
            out.push(Say::HelpCommand {
                command,
                variant: Variant::Dameo,
            });
            for arg in command.args {
                out.push(Say::ParseError(ParseError::MissingArgument {
                    command,
                    arg,
                }));
                out.push(Say::ParseError(ParseError::BadArgument {
                    command,
                    arg,
                    value: s("?"),
                }));
            }
            out.push(Say::ParseError(ParseError::UnexpectedWord {
                command,
                word: s("now"),
            }));
            out.push(Say::ParseError(ParseError::BadGameId {
                command,
                value: s("#x"),
            }));
        }
        for seconds in [0, 59, 600, 3600, 5400, 86_400, 90_000, 200_000] {
            out.push(Say::Games(vec![GameLine {
                id: 4,
                variant: (seconds % 3 == 0).then_some(Variant::Frisian),
                giveaway: seconds % 3 == 0,
                white: a.clone(),
                black: b.clone(),
                challenge: seconds % 2 == 1,
                to_move: Some((a.clone(), Color::White)),
                move_number: 1,
                idle_seconds: seconds,
                clock: Some(ClockInfo {
                    days_per_move: 1,
                    left: seconds,
                    bank: None,
                    live: None,
                }),
                lapses_in: (seconds % 2 == 1).then_some(seconds),
            }]));
        }
        out.push(Say::Games(Vec::new()));
        for giveaway in [false, true] {
            out.push(Say::Leaderboard {
                variant: Variant::Italian,
                giveaway,
                live: !giveaway,
                rows: Vec::new(),
            });
        }
        out.push(Say::Stats {
            who: a.clone(),
            results: Vec::new(),
            ratings: Vec::new(),
        });
        out.push(Say::AlreadyOpen {
            game: 3,
            opponent: b.clone(),
            challenge: false,
        });
        out.push(Say::Saved {
            image: false,
            path: s("game-3.pdn"),
        });
        out.push(Say::LegalMoves {
            game: 3,
            to_move: a.clone(),
            color: Color::White,
            moves: Vec::new(),
            square: None,
        });
        out.push(Say::Huffed {
            game: 3,
            author: a.clone(),
            square: s("18"),
            outcome: Some(Outcome::Draw(DrawReason::Agreement)),
            to_move: b.clone(),
        });
        out.push(Say::ReplayCaption {
            game: 3,
            variant: Variant::English,
            giveaway: true,
            white: a.clone(),
            black: b.clone(),
            plies: 2,
            outcome: None,
        });
        // The bot as a player: the other side of each choice.
        let bot = user("dama");
        out.push(Say::BotGame {
            game: 3,
            bot: bot.clone(),
            level: 9,
            takebacks: false,
        });
        out.push(Say::BotAnswersDraw {
            game: 3,
            bot: bot.clone(),
            accepted: true,
        });
        for (eval, line) in [
            (Eval::Men(0), vec![s("11-15")]),
            (
                Eval::Win {
                    winner: Color::White,
                    moves: 1,
                },
                moves.clone(),
            ),
            (
                Eval::Win {
                    winner: Color::Black,
                    moves: 22,
                },
                moves.clone(),
            ),
            (
                Eval::DatabaseWin {
                    winner: Color::Black,
                },
                moves.clone(),
            ),
            (Eval::DatabaseDraw, moves.clone()),
        ] {
            out.push(Say::Hint {
                game: 3,
                text: s("11-15"),
                line,
                eval,
            });
        }
        for (done, total) in [(0, 1), (1, 1), (2, 3), (5, 22), (0, 0)] {
            out.push(Say::AnalysisProgress {
                game: 3,
                done,
                total,
            });
            out.push(Say::AnalysisDone {
                game: 3,
                total,
                seconds: 0.25,
            });
        }
        out.push(Say::Analysis(AnalysisReport {
            game: 3,
            variant: Variant::Turkish,
            white: bot.clone(),
            black: b.clone(),
            outcome: None,
            aborted: false,
            sides: vec![SideSummary {
                color: Color::Black,
                player: b.clone(),
                moves: 1,
                average_loss: 0,
                mistakes: 0,
                decisive: 0,
            }],
            mistakes: Vec::new(),
            moves: Vec::new(),
        }));
        out.push(Say::Analysis(AnalysisReport {
            game: 3,
            variant: Variant::Czech,
            white: a.clone(),
            black: b.clone(),
            outcome: Some(Outcome::Draw(DrawReason::Agreement)),
            aborted: true,
            sides: vec![SideSummary {
                color: Color::White,
                player: a.clone(),
                moves: 3,
                average_loss: 250,
                mistakes: 2,
                decisive: 0,
            }],
            mistakes: vec![MistakeLine {
                move_number: 2,
                color: Color::Black,
                played: s("c3-d4"),
                better: s("c3-b4"),
                better_line: vec![s("c3-b4")],
                refutation: Vec::new(),
                cost: 105,
                decisive: false,
                before: Eval::Men(-20),
                after: Eval::Men(-125),
            }],
            moves: vec![MoveEval {
                move_number: 2,
                color: Color::Black,
                text: s("c3-d4"),
                eval: Eval::Men(0),
                mistake: true,
            }],
        }));
        out.push(Say::BotRecord {
            lines: vec![
                BotResultLine {
                    level: 1,
                    wins: 1,
                    draws: 1,
                    losses: 0,
                },
                BotResultLine {
                    level: 10,
                    wins: 0,
                    draws: 0,
                    losses: 5,
                },
            ],
        });
        for command in ["challenge", "rules", "top", "settings"] {
            out.push(Say::ParseError(ParseError::AmbiguousVariant {
                command: crate::command::find(command).expect("a command of the table"),
                word: s("dama"),
            }));
        }
        out.push(Say::ChallengeOffer(ChallengeInfo {
            game: 3,
            challenger: a.clone(),
            challenger_color: Color::White,
            opponent: b.clone(),
            variant: Variant::Pool,
            soffio: false,
            giveaway: true,
            days: None,
            bank: Some("3+1".parse().expect("a time bank")),
            live: None,
            rated: true,
        }));
        out.push(Say::ChallengeOffer(ChallengeInfo {
            game: 4,
            challenger: a.clone(),
            challenger_color: Color::Black,
            opponent: b.clone(),
            variant: Variant::Russian,
            soffio: false,
            giveaway: false,
            days: None,
            bank: None,
            live: Some("3+2".parse().expect("a live clock")),
            rated: false,
        }));
        out.push(Say::Prefs(Prefs {
            language: Some(s("it")),
            flip: false,
            reminder_hours: Some(0),
            time_zone: None,
            vacation_used_days: 0,
            vacation_days: 0,
            away_for: None,
            quiet_hours: None,
            digest_at: None,
        }));
        out.push(Say::Prefs(Prefs {
            language: None,
            flip: false,
            reminder_hours: None,
            time_zone: None,
            vacation_used_days: 1,
            vacation_days: 1,
            away_for: None,
            quiet_hours: None,
            digest_at: None,
        }));
        let bank_clock = |white: i64| ClockInfo {
            days_per_move: 0,
            left: white,
            bank: Some(BankClock {
                rule: "30+1/45".parse().expect("a time bank"),
                white,
                black: 86_400,
            }),
            live: None,
        };
        out.push(Say::ClockWarning {
            game: 8,
            to_move: a.clone(),
            opponent: b.clone(),
            clock: bank_clock(3600),
        });
        out.push(Say::TimedOut {
            game: 8,
            outcome: Outcome::Win {
                winner: Color::Black,
                reason: WinReason::Time,
            },
            white: a.clone(),
            black: b.clone(),
            days_per_move: 2,
            bank: None,
            live: None,
        });
        out.push(Say::TimedOut {
            game: 9,
            outcome: Outcome::Draw(DrawReason::TimeNoWinPossible),
            white: a.clone(),
            black: b.clone(),
            days_per_move: 0,
            bank: None,
            live: Some(s("3+2")),
        });
        out.push(Say::GameStarts {
            game: 8,
            variant: Variant::Czech,
            giveaway: false,
            white: a.clone(),
            black: b.clone(),
            to_move: a.clone(),
            color: Color::White,
            soffio: false,
            days_per_move: None,
            bank: Some(s("30+1/45")),
            live: None,
            rated: true,
        });
        out.push(Say::GameStarts {
            game: 9,
            variant: Variant::International,
            giveaway: false,
            white: a.clone(),
            black: b.clone(),
            to_move: a.clone(),
            color: Color::White,
            soffio: false,
            days_per_move: None,
            bank: None,
            live: Some(s("5+3")),
            rated: true,
        });
        for (kind, count) in [(DigestKind::QuietOver, 0), (DigestKind::QuietOver, 2)] {
            out.push(Say::Digest(Digest {
                to: b.clone(),
                kind,
                games: (0..count)
                    .map(|i| DigestLine {
                        game: i,
                        variant: Variant::Turkish,
                        opponent: a.clone(),
                        waiting: 60 * i,
                        clock: Some(bank_clock(-i)),
                    })
                    .collect(),
            }));
        }
        out.push(Say::NoVacationLeft { days: 1 });
        out.push(Say::ParseError(ParseError::UnknownCommand {
            name: s("xyz"),
            suggestion: None,
        }));
        for outcome in [
            Outcome::Win {
                winner: Color::Black,
                reason: WinReason::Time,
            },
            Outcome::Draw(DrawReason::Agreement),
        ] {
            out.push(Say::GameAborted {
                game: 5,
                outcome,
                white: a.clone(),
                black: b.clone(),
            });
        }
        let finished = |outcome: Option<Outcome>, aborted: bool, rated: bool| FinishedLine {
            id: 6,
            variant: None,
            white: a.clone(),
            black: b.clone(),
            outcome,
            aborted,
            rated,
            plies: 1,
            finished_at: 0,
        };
        out.push(Say::FinishedGames {
            lines: vec![
                finished(Some(Outcome::Draw(DrawReason::Agreement)), false, true),
                finished(None, true, false),
                finished(None, false, false),
            ],
            page: 2,
            pages: 2,
            total: 3,
        });
        out.push(Say::FinishedGames {
            lines: Vec::new(),
            page: 1,
            pages: 1,
            total: 0,
        });
        out.push(Say::PdnCollection {
            player: None,
            count: 1,
        });
        out.push(Say::NoGamesToExport {
            player: Some(a.clone()),
        });
        out.push(Say::Watching {
            game: 6,
            already: true,
        });
        out.push(Say::NotWatching { game: Some(6) });
        out.push(Say::TournamentCreated {
            id: 1,
            variant: Variant::Russian,
            days: 1,
            rounds: Some(1),
        });
        out.push(Say::TournamentJoined {
            id: 1,
            player: b.clone(),
            players: 1,
            already: true,
        });
        out.push(Say::TournamentLeft {
            id: 1,
            player: b.clone(),
            forfeits: false,
        });
        out.push(Say::TournamentStarted {
            id: 1,
            swiss: true,
            rounds: 5,
            players: 21,
        });
        let results = [
            "white",
            "black",
            "white-forfeit",
            "black-forfeit",
            "double-forfeit",
            "bye",
        ];
        out.push(Say::RoundStarted {
            id: 1,
            round: 2,
            rounds: 5,
            pairings: results
                .iter()
                .map(|result| PairingLine {
                    white: a.clone(),
                    black: Some(b.clone()),
                    game: None,
                    result: Some(s(result)),
                })
                .collect(),
        });
        for (started, finished) in [(false, false), (true, true)] {
            out.push(Say::Standings(StandingsInfo {
                id: 1,
                variant: Variant::Brazilian,
                started,
                swiss: false,
                round: 5,
                rounds: 5,
                finished,
                after: Some(PairingLine {
                    white: a.clone(),
                    black: None,
                    game: None,
                    result: Some(s("bye")),
                }),
                lines: [0.0, 0.5, 1.0, 2.5]
                    .into_iter()
                    .enumerate()
                    .map(|(rank, points)| StandingLine {
                        rank: rank + 1,
                        player: b.clone(),
                        points,
                        played: rank,
                        tie_break: points / 2.0,
                        left: rank == 1,
                    })
                    .collect(),
            }));
        }
        out.extend(OpsSay::more_cases(&b).into_iter().map(Say::Ops));
        out.extend(
            super::super::private::samples()
                .into_iter()
                .map(Say::Private),
        );
        out.extend(
            super::super::puzzle::samples(&a, &b)
                .into_iter()
                .map(Say::Puzzle),
        );
        out
    }

    #[test]
    fn every_message_renders_in_every_language() {
        let all: Vec<Say> = samples().into_iter().chain(every_case()).collect();
        for lang in Lang::ALL {
            for say in &all {
                let spans = render(say, lang);
                let text = plain(&spans);
                assert!(!text.trim().is_empty(), "{} in {lang:?}", name(say));
                // No placeable left unformatted, no marker left, no empty piece of text.
                assert!(
                    !text.contains(['{', '}', '$'])
                        && !text.contains(|c: char| ('\u{E000}'..='\u{F8FF}').contains(&c)),
                    "{} in {lang:?}: {text}",
                    name(say)
                );
                assert!(
                    spans.iter().all(|s| !matches!(s, Span::Text(t) | Span::Code(t) | Span::Bold(t) if t.is_empty())),
                    "{} in {lang:?}: {spans:?}",
                    name(say)
                );
            }
        }
    }

    #[test]
    fn mentions_stay_mentions_in_every_language() {
        let offer = samples()
            .into_iter()
            .find(|s| matches!(s, Say::ChallengeOffer(_)))
            .unwrap();
        for lang in Lang::ALL {
            let spans = render(&offer, lang);
            let mentioned: Vec<&User> = spans
                .iter()
                .filter_map(|s| match s {
                    Span::Mention(user) => Some(user),
                    _ => None,
                })
                .collect();
            assert_eq!(mentioned, vec![&user("Bob")], "{lang:?}");
            assert!(
                spans
                    .iter()
                    .any(|s| matches!(s, Span::Code(c) if c == "!accept #12")),
                "{lang:?}: {spans:?}"
            );
        }
    }
}
