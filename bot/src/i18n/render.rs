//! The one renderer: a [`Say`] and a language to text spans. Each arm is one message; its
//! wording lives in the method it calls, both languages side by side.

use super::say::Say;
use super::{Body, Tr};
use crate::message::Span;

impl Tr {
    /// The message in this language.
    pub fn render(self, say: &Say) -> Vec<Span> {
        match say {
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
            Say::NotStarted { game } => self.not_started(*game),
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
            Say::NothingToExplain { game } => self.nothing_to_explain(*game),
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
            } => self.game_starts(
                *game,
                *variant,
                white,
                black,
                to_move,
                *color,
                *soffio,
                *giveaway,
                *days_per_move,
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
            Say::ChallengeClosed { game } => self.challenge_closed(*game),
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
            Say::ChallengeYourself => self.challenge_yourself(),
            Say::UnknownPerson { typed } => self.unknown_person(typed),
            Say::SoffioNotAllowed { variant } => self.soffio_not_allowed(*variant),
            Say::AcceptButton => text(self.pick("Accept", "Accetta")),
            Say::DeclineButton => text(self.pick("Decline", "Rifiuta")),
            Say::NoSuchGame { game } => self.no_such_game(*game),
            Say::NoGameHere => self.no_game_here(),
            Say::NotYourTurnAnywhere { games } => self.not_your_turn_anywhere(games),
            Say::WhichGame { games, example } => self.which_game(games, example),
            Say::NothingToAnswer => self.nothing_to_answer(),
            Say::NothingToCancel => self.nothing_to_cancel(),
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
            Say::NothingToUndo { game } => self.nothing_to_undo(*game),
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
            Say::StandingsTitle { id, round, rounds } => {
                self.standings_title(*id, *round, *rounds)
            }
            Say::TournamentOver { id, winner } => self.tournament_over(*id, winner),
            Say::Pdn { game, pdn } => self.pdn_inline(*game, pdn),
            Say::PdnAttached { game } => self.pdn_attached(*game),
            Say::PdnCaption { game } => self.pdn_caption(*game),
            Say::Stats {
                who,
                results,
                ratings,
            } => self.stats(who, results, ratings),
            Say::Leaderboard {
                variant,
                giveaway,
                rows,
            } => self.leaderboard(*variant, *giveaway, rows),
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
            Say::ChartCaption { game, white, black } => self.chart_caption(*game, white, black),
            Say::ChartTitle { game, white, black } => text(self.pick(
                format!("#{game} {} vs {}", white.name, black.name),
                format!("#{game} {} contro {}", white.name, black.name),
            )),
            Say::NothingPlayed { game } => self.nothing_played(*game),
            Say::BotGame {
                game,
                bot,
                level,
                takebacks,
            } => self.bot_game(*game, bot, *level, *takebacks),
            Say::LevelOutOfRange { level } => self.level_out_of_range(*level),
            Say::LevelOnlyAgainstBot => self.level_only_against_bot(),
            Say::BotNoSoffio { bot } => self.bot_no_soffio(bot),
            Say::BotNoGiveaway { bot } => self.bot_no_giveaway(bot),
            Say::BotGrantsTakeback { game, bot, level } => {
                self.bot_grants_takeback(*game, bot, *level)
            }
            Say::BotDeclinesTakeback { game, bot, level } => {
                self.bot_declines_takeback(*game, bot, *level)
            }
            Say::BotAnswersDraw {
                game,
                bot,
                accepted,
            } => self.bot_answers_draw(*game, bot, *accepted),
            Say::HintOnlyAgainstBot { game } => self.hint_only_against_bot(*game),
            Say::Hint {
                game,
                text,
                line,
                eval,
            } => self.hint(*game, text, line, *eval),
            Say::AnalysisOfLiveGame { game } => self.analysis_of_live_game(*game),
            Say::AnalysisOfGiveaway { game } => self.analysis_of_giveaway(*game),
            Say::AnalysisUnderWay { game } => self.analysis_under_way(*game),
            Say::AnalysisProgress { game, done, total } => {
                self.analysis_progress(*game, *done, *total)
            }
            Say::AnalysisDone {
                game,
                total,
                seconds,
            } => self.analysis_done(*game, *total, *seconds),
            Say::Analysis(report) => self.analysis(report),
            Say::EvaluationChartTitle { game, white, black } => text(self.pick(
                format!("#{game} {} vs {}: evaluation", white.name, black.name),
                format!("#{game} {} contro {}: valutazione", white.name, black.name),
            )),
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
            } => self.timed_out(*game, outcome, white, black, *days_per_move),
            Say::Reminder(reminder) => self.reminder(reminder),
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
            Say::AdminsOnly => self.admins_only(),
            Say::BadSetting { key, value } => self.bad_setting(key, value, false),
            Say::BadLanguagePref { value } => self.bad_setting("language", value, true),
            Say::InternalError => self.internal_error(),
            Say::DatabaseUnreachable => self.database_unreachable(),
            Say::Done => text(self.pick("Done.", "Fatto.")),
            Say::UnknownSlashCommand { name } => text(self.pick(
                format!("Unknown command /{name}."),
                format!("Comando sconosciuto /{name}."),
            )),
            Say::ButtonExpired => text(self.pick(
                "This button has expired: type the command instead.",
                "Questo pulsante è scaduto: scrivi il comando.",
            )),
            Say::PlayedIn { game, place } => text(self.pick(
                format!("Game #{game} is played in {place}."),
                format!("La partita #{game} si gioca in {place}."),
            )),
            Say::ThreadName { game } => text(self.pick(
                format!("Game #{game}"),
                format!("Partita #{game}"),
            )),
            Say::ConsoleGreeting => text(self.pick(
                "dama console. Type messages as `name: text`, e.g.\n  alice: !challenge @bob english\n  bob: !accept\n  alice: !move 11-15\n!help lists the commands; Ctrl-D quits.",
                "dama, console. Scrivi i messaggi come `nome: testo`, per esempio\n  alice: !challenge @bob english\n  bob: !accept\n  alice: !move 11-15\n!help elenca i comandi; Ctrl-D esce.",
            )),
            Say::Saved { image, path } => text(match (*image, self.pick("image", "immagine")) {
                (true, image) => format!("{image}: {path}"),
                (false, _) => format!("file: {path}"),
            }),
            Say::BoardLegend => text(self.pick(
                "○ white man  ◎ white king  ● black man  ◉ black king",
                "○ pedina bianca  ◎ dama bianca  ● pedina nera  ◉ dama nera",
            )),
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

fn text(text: impl Into<String>) -> Vec<Span> {
    vec![Span::Text(text.into())]
}

#[cfg(test)]
mod tests {
    use rules::{Color, DrawCounters, DrawReason, GameError, Outcome, Position, Variant};

    use super::super::say::*;
    use super::super::{Lang, render};
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
            Say::Saved { .. } => "Saved",
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
                days_per_move: 3,
            },
            Say::Reminder(Reminder {
                game,
                variant: Variant::English,
                to_move: b.clone(),
                opponent: a.clone(),
                waiting: 90_000,
                clock: Some(clock),
            }),
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
            }),
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
            Say::Saved {
                image: true,
                path: "images/game-12-1.png".into(),
            },
        ]
    }

    #[test]
    fn every_message_has_a_sample() {
        let said: std::collections::BTreeSet<&str> = samples().iter().map(name).collect();
        assert_eq!(said.len(), samples().len(), "one sample per message");
    }

    #[test]
    fn every_message_renders_in_every_language() {
        for say in samples() {
            for lang in [Lang::En, Lang::It] {
                let spans = render(&say, lang);
                let text = plain(&spans);
                assert!(!text.trim().is_empty(), "{} in {lang:?}", name(&say));
                // No placeholder left unformatted, no empty piece of text.
                assert!(
                    !text.contains(['{', '}']),
                    "{} in {lang:?}: {text}",
                    name(&say)
                );
                assert!(
                    spans
                        .iter()
                        .all(|s| !matches!(s, Span::Text(t) if t.is_empty()))
                );
            }
        }
    }
}
