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
            Say::BotDoesNotPlay => self.bot_does_not_play(),
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
            Say::Pdn { game, pdn } => self.pdn_inline(*game, pdn),
            Say::PdnAttached { game } => self.pdn_attached(*game),
            Say::PdnCaption { game } => self.pdn_caption(*game),
            Say::Stats {
                who,
                results,
                ratings,
            } => self.stats(who, results, ratings),
            Say::Leaderboard { variant, rows } => self.leaderboard(*variant, rows),
            Say::ReplayCaption {
                game,
                variant,
                white,
                black,
                plies,
                outcome,
            } => self.replay_caption(*game, *variant, white, black, *plies, outcome.as_ref()),
            Say::ChartCaption { game, white, black } => self.chart_caption(*game, white, black),
            Say::ChartTitle { game, white, black } => text(self.pick(
                format!("#{game} {} vs {}", white.name, black.name),
                format!("#{game} {} contro {}", white.name, black.name),
            )),
            Say::NothingPlayed { game } => self.nothing_played(*game),
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
            Say::Rules { variant, topic } => self.rules(*variant, *topic),
            Say::ParseError(error) => self.parse_error(error),
            Say::Settings(settings) => self.settings_show(settings),
            Say::SettingsSaved(settings) => self.settings_saved(settings),
            Say::Prefs(prefs) => self.prefs_show(prefs),
            Say::AdminsOnly => self.admins_only(),
            Say::BadSetting { key, value } => self.bad_setting(key, value, false),
            Say::BadLanguagePref { value } => self.bad_setting("language", value, true),
            Say::InternalError => self.internal_error(),
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
