import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

// Business spec §9: plan changes at the next billing cycle, no setup fee, cancel anytime, cards,
// debit and ACH accepted.
const questions = [
  {
    question: 'Can I change my plan later?',
    answer: 'Yes. Plan changes take effect at the next billing cycle.',
  },
  {
    question: 'Is there a setup fee?',
    answer: 'No. There is no setup fee: you pay only the monthly price of your plan.',
  },
  {
    question: 'Can I cancel anytime?',
    answer: 'Yes. You can cancel anytime; your plan stays active until the end of the period you paid for.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer: 'We accept credit cards, debit cards and ACH bank transfers.',
  },
];

/** The plan screen's four questions. */
export function SubscriptionFaq() {
  return (
    <Box component="section" aria-labelledby="plan-faq" sx={{ mt: { xs: 4, md: 6 } }}>
      <Typography id="plan-faq" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        Frequently Asked Questions
      </Typography>
      {questions.map(({ question, answer }) => (
        <Accordion key={question} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ fontWeight: 600 }}>{question}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
